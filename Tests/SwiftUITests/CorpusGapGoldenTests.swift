import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Golden images of the views the corpus gaps added, light and dark at 2x, each looked at
/// against iOS 17: `ContentUnavailableView` (grey 48 pt symbol, bold title 2, secondary
/// description, actions, centred in its space) and placeholder redaction (text as rounded bars).
final class CorpusGapGoldenTests: XCTestCase {
    private func assertGoldens<V: View>(_ name: String, size: RenderSize, file: StaticString = #filePath, line: UInt = #line,
                                        @ViewBuilder _ view: @escaping () -> V) throws {
        for scheme in [ColorScheme.light, .dark] {
            let background: RGBA8 = scheme == .light ? .white : .black
            let image = try render(view(), size: size, scale: .x2, colorScheme: scheme, background: background)
            try Golden.assertImage(image, named: "corpus-\(name).\(scheme.rawValue)@2x", file: file, line: line)
        }
    }

    func testContentUnavailableView() throws {
        try assertGoldens("content-unavailable", size: .fixed(Size(width: 390, height: 420))) {
            ContentUnavailableView {
                Label("Couldn't Load", systemImage: "exclamationmark.triangle")
            } description: {
                Text("Check your connection and try again.")
            } actions: {
                Button("Try Again") {}
            }
        }
    }

    func testPlaceholderRedaction() throws {
        try assertGoldens("redacted-placeholder", size: .width(240)) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Loading…").font(.title)
                Text("A headline that wraps")
                Text("Visible").unredacted()
            }
            .padding()
            .redacted(reason: .placeholder)
        }
    }

    /// Symbols the corpus asked for: `list.star`, `film`, `slash.circle` (our drawings under
    /// SF Symbols names), at 17 pt and 34 pt.
    func testCorpusSymbols() throws {
        try assertGoldens("symbols", size: .ideal) {
            VStack(spacing: 12) {
                ForEach([17.0, 34.0], id: \.self) { size in
                    HStack(spacing: 16) {
                        Image(systemName: "list.star")
                        Image(systemName: "film")
                        Image(systemName: "slash.circle")
                        Image(systemName: "slash.circle.fill")
                    }
                    .font(.system(size: size))
                }
            }
            .padding()
        }
    }
}
