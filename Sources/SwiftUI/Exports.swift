// Apple's SwiftUI re-exports Foundation (CGFloat, CGSize, Date, URL …), so this module does too.
// Pixelproof's own layers (Raster, BitmapText, Tokens) are imported file by file and never
// re-exported: a file that writes `import SwiftUI` sees SwiftUI's names and no second `Path`,
// `LinearGradient` or `LineCap` beside them.
@_exported import Foundation
