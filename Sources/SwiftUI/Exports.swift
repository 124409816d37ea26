// Apple's SwiftUI re-exports Foundation (CGFloat, CGSize, Date, URL …), so this module does too.
// Pixelproof's own layers (Raster, BitmapText, Tokens) are imported file by file and never
// re-exported: a file that writes `import SwiftUI` sees SwiftUI's names and no second `Path`,
// `LinearGradient` or `LineCap` beside them.
@_exported import Foundation

// Apple's SwiftUI re-exports Observation too, so `@Observable` models need only `import SwiftUI`.
// The toolchain ships Observation (and its macro plugin) on Linux.
@_exported import Observation
