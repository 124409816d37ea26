import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Renders a sheet of control states at 2x in light and dark, on the iOS system background
/// (white / black), and compares each with its golden image.
func assertControlSheet<V: View>(_ name: String, width: Double = 390, dynamicTypeSize: DynamicTypeSize = .large, file: StaticString = #filePath, line: UInt = #line,
                                 @ViewBuilder _ content: () -> V) throws {
    let sheet = VStack(alignment: .leading, spacing: 12) { content() }.padding(16).frame(maxWidth: .infinity, alignment: .leading)
    for scheme in ColorScheme.allCases {
        let background: RGBA8 = scheme == .dark ? .black : .white
        let image = try render(sheet, size: .width(width), scale: .x2, colorScheme: scheme, dynamicTypeSize: dynamicTypeSize,
                           background: background)
        try Golden.assertImage(image, named: "control-\(name).\(scheme.rawValue)@2x", file: file, line: line)
    }
}
