import XCTest
@testable import BitmapText
import Raster

/// Styled runs laid out together. A single style must lay out exactly as `TextLayout` (same
/// lines, widths, baselines, glyph pixels); mixed sizes share a baseline and the line is as tall
/// as its tallest part above plus its deepest part below; tracking and baseline offsets are per run.
final class StyledTextLayoutTests: XCTestCase {
    func testOneStyleLaysOutExactlyAsTextLayout() {
        let texts = ["Hello Hello", "Weekly report for the whole team, well-known items", "Line one\nLine two\n", "", "Straße · 東京"]
        let styles: [TextStyle] = [.body, .headline, .caption2, TextStyle(size: 13, tracking: 0.6), TextStyle.title1.italic()]
        for text in texts {
            for style in styles {
                for (width, limit, mode) in [(nil, nil, TruncationMode.tail), (80.0, nil, .tail), (60.0, 1, .tail), (70.0, 2, .middle), (50.0, 1, .head)] {
                    let plain = TextLayout(text: text, style: style, maxWidth: width, lineLimit: limit, truncation: mode, lineSpacing: 3)
                    let styled = StyledTextLayout(runs: [StyledRun(text, style: style)], maxWidth: width, lineLimit: limit,
                                                  truncation: mode, lineSpacing: 3)
                    let label = "\(text) \(style.size) \(String(describing: width)) \(String(describing: limit)) \(mode)"
                    XCTAssertEqual(styled.lines.map(\.text), plain.lines.map(\.text), label)
                    XCTAssertEqual(styled.lines.map(\.width), plain.lines.map(\.width), label)
                    XCTAssertEqual(styled.lines.map(\.baseline), plain.lines.map(\.baseline), label)
                    XCTAssertEqual(styled.size, plain.size, label)
                    XCTAssertEqual(styled.isTruncated, plain.isTruncated, label)
                    var styledGlyphs: [String] = []
                    styled.draw(atPixelX: 3, y: 5, scale: .x2) { mask, x, y, _ in styledGlyphs.append("\(x),\(y),\(mask.width)x\(mask.height)") }
                    var plainGlyphs: [String] = []
                    plain.draw(atPixelX: 3, y: 5, scale: .x2) { mask, x, y in plainGlyphs.append("\(x),\(y),\(mask.width)x\(mask.height)") }
                    XCTAssertEqual(styledGlyphs, plainGlyphs, label)
                }
            }
        }
    }

    func testMixedSizesShareOneBaselineAndTheLineFitsTheTallest() {
        let small = TextLayout(text: "$", style: .body), large = TextLayout(text: "42", style: .largeTitle)
        let layout = StyledTextLayout(runs: [StyledRun("$", style: .body), StyledRun("42", style: .largeTitle)])
        XCTAssertEqual(layout.lines.count, 1)
        // The large title's baseline and height dominate (its line box is taller above and below).
        XCTAssertEqual(layout.lines[0].baseline, large.firstBaseline)
        XCTAssertEqual(layout.size.height, large.size.height)
        XCTAssertEqual(layout.size.width, small.size.width + large.size.width)
        // Both runs' glyphs stand on that baseline: the bottom of "$"'s stem and "4" are level.
        var bottoms: [Int: Int] = [:]
        layout.draw(atPixelX: 0, y: 0, scale: .x1) { mask, _, y, run in
            if run == 1 && bottoms[1] == nil { bottoms[1] = y + mask.height }
        }
        XCTAssertEqual(bottoms[1], Int(large.firstBaseline))
    }

    func testABaselineOffsetRaisesTheRunAndGrowsTheLine() {
        let level = StyledTextLayout(runs: [StyledRun("a", style: .caption1), StyledRun("b", style: .body)])
        let raised = StyledTextLayout(runs: [StyledRun("a", style: .caption1, baselineOffset: 10), StyledRun("b", style: .body)])
        XCTAssertGreaterThan(raised.size.height, level.size.height)
        var levelY = 0, raisedY = 0
        level.draw(atPixelX: 0, y: 0, scale: .x1) { _, _, y, run in if run == 0 { levelY = y } }
        raised.draw(atPixelX: 0, y: 0, scale: .x1) { _, _, y, run in if run == 0 { raisedY = y } }
        // Raised 10 pt relative to the shared baseline, which itself moved down by the growth.
        XCTAssertEqual(Double(levelY - raisedY), 10 - (raised.lines[0].baseline - level.lines[0].baseline))
    }

    func testRunsWrapTogetherAndSegmentsCoverEachRunsStretch() {
        let runs = [StyledRun("Hello ", style: .body), StyledRun("Hello Hello", style: TextStyle.body.weight(.bold))]
        let layout = StyledTextLayout(runs: runs, maxWidth: 100)
        XCTAssertEqual(layout.lines.map(\.text), ["Hello Hello", "Hello"])
        XCTAssertEqual(layout.lines[0].segments.map(\.run), [0, 1])
        XCTAssertEqual(layout.lines[0].segments[0].minX, 0)
        XCTAssertEqual(layout.lines[0].segments[1].minX, HandReadAdvances.helloAtBody + HandReadAdvances.spaceAtBody)
        XCTAssertEqual(layout.lines[1].segments.map(\.run), [1])
    }

    func testAttachmentsTakeTheirWidthAndNeverBreak() {
        let layout = StyledTextLayout(runs: [StyledRun(content: .attachment(width: 20, ascent: 15, descent: 3), style: .body),
                                             StyledRun(" 4.5", style: .body)])
        XCTAssertEqual(layout.attachments.count, 1)
        XCTAssertEqual(layout.attachments[0].rect.width, 20)
        XCTAssertEqual(layout.attachments[0].rect.maxY, layout.lines[0].baseline + 3)
        XCTAssertEqual(layout.lines[0].text, "\u{FFFC} 4.5")
    }

    func testMonospacedStylesPutEveryCharacterOnTheSameAdvance() {
        var code = TextStyle.body
        code.isMonospaced = true
        let narrow = TextLayout(text: "iiii", style: code), wide = TextLayout(text: "MMMM", style: code)
        // DejaVu Sans Mono: every advance 1233 of 2048 units; 17 pt → 655/64 pt.
        XCTAssertEqual(narrow.size.width, 4 * 655 / 64)
        XCTAssertEqual(wide.size.width, 4 * 655 / 64)
    }
}
