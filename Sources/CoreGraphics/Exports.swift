// On Apple platforms `import CoreGraphics` gives CGFloat, CGPoint, CGSize and CGRect; on Linux
// Foundation declares them and no CoreGraphics module exists, so component files that write
// `import CoreGraphics` (design-token files often do) would not compile. This module, part of
// the SwiftUI product, re-exports Foundation and nothing else.
//
// It declares no types: CGAffineTransform, CGVector, CGLineCap and CGLineJoin stay in SwiftUI
// (Geometry/), and SwiftUI neither imports nor re-exports this module, because swift-testing's
// cross-import overlay `_Testing_CoreGraphics` (Apple-only) is looked for in every file that
// sees both `Testing` and a module named CoreGraphics — re-exporting it from SwiftUI would break
// every test file importing Testing and SwiftUI. A file that imports CoreGraphics and Testing
// directly meets the same error; token files rarely import Testing.
@_exported import Foundation
