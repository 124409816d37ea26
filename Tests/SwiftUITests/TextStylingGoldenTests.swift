import BitmapText
import Foundation
import Raster
import SwiftUI
import Tokens
import XCTest

/// Golden images of styled text, light and dark, each looked at against what iOS 17 draws:
/// Markdown (bold, italic, both, code, strikethrough, a link in the accent colour), Text + Text
/// runs of different sizes and colours on one baseline, underline and strikethrough, a date
/// and numbers formatted, and `minimumScaleFactor` shrinking a long title to fit one line.
final class TextStylingGoldenTests: XCTestCase {
    private func assertGolden<V: View>(_ view: @autoclosure () -> V, named name: String, width: Double = 320,
                                       schemes: [ColorScheme] = [.light, .dark], file: StaticString = #filePath, line: UInt = #line) throws {
        for scheme in schemes {
            let background: RGBA8 = scheme == .dark ? RGBA8(r: 0, g: 0, b: 0, a: 255) : RGBA8(r: 255, g: 255, b: 255, a: 255)
            let image = try render(view().padding(12), size: .width(width), scale: .x2, colorScheme: scheme, background: background)
            try Golden.assertImage(image, named: "text-\(name).\(scheme == .dark ? "dark" : "light")@2x", file: file, line: line)
        }
    }

    func testMarkdownRendersBoldItalicCodeStrikethroughAndLinks() throws {
        try assertGolden(
            VStack(alignment: .leading, spacing: 8) {
                Text("Plain, **bold**, *italic*, _also italic_ and ***both***.")
                Text("Run `swift test` then ~~ship~~ **review** it.")
                Text("Read the [release notes](https://example.com/notes) first.")
            },
            named: "markdown")
    }

    func testConcatenatedTextSharesOneBaseline() throws {
        try assertGolden(
            (Text("$").font(.title3).foregroundColor(.secondary)
                + Text("42").font(.largeTitle).bold()
                + Text(".99").font(.title3)
                + Text(" per month").font(.footnote).foregroundColor(.blue))
                .frame(maxWidth: .infinity, alignment: .leading),
            named: "concatenation")
    }

    func testUnderlineAndStrikethrough() throws {
        try assertGolden(
            VStack(alignment: .leading, spacing: 8) {
                Text("Underlined").underline()
                Text("Red underline").underline(true, color: .red)
                Text("Struck through").strikethrough()
                Text("Was $20") .strikethrough(true, color: .gray).foregroundColor(.secondary) + Text(" now $15").bold()
                Text("Raised").baselineOffset(6).font(.caption) + Text(" and level")
            }
            .frame(maxWidth: .infinity, alignment: .leading),
            named: "decorations")
    }

    func testAttributedStringRunsKeepTheirAttributes() throws {
        var text = AttributedString("Due ")
        var when = AttributedString("today")
        when.font = .headline
        when.foregroundColor = .red
        text.append(when)
        var note = AttributedString(" · 3 left")
        note.foregroundColor = .secondary
        note.underlineStyle = .single
        note.tracking = 1
        text.append(note)
        try assertGolden(Text(text).frame(maxWidth: .infinity, alignment: .leading), named: "attributed")
    }

    func testFormattedDateAndNumbers() throws {
        let date = Date(timeIntervalSince1970: 1_735_724_460 + 3 * 86_400 + 2 * 3600)
        try assertGolden(
            VStack(alignment: .leading, spacing: 6) {
                Text(date, style: .date)
                Text(date, style: .time)
                Text(date, format: .dateTime.day().month())
                Text(date, style: .relative)
                Text(1234.5, format: .number)
                Text(0.256, format: .percent)
                Text(19.99, format: .currency(code: "EUR"))
                Text("\(Image(systemName: "checkmark")) \(4.5, specifier: "%.1f") · \(1280) ratings")
            }
            .frame(maxWidth: .infinity, alignment: .leading),
            named: "formatted", schemes: [.light])
    }

    func testMinimumScaleFactorShrinksALongTitleToOneLine() throws {
        try assertGolden(
            VStack(alignment: .leading, spacing: 8) {
                Text("Quarterly performance overview").font(.largeTitle).bold().lineLimit(1)
                Text("Quarterly performance overview").font(.largeTitle).bold().lineLimit(1).minimumScaleFactor(0.5)
            }
            .frame(width: 300, alignment: .leading),
            named: "minimum-scale-factor", width: 324, schemes: [.light])
    }
}
