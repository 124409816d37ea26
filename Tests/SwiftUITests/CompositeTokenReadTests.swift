import Foundation
import struct Raster.RGBA8
import SwiftUI
import TestSupport
import Tokens
import XCTest

/// Borders, gradients, stroke styles, curves and transitions read when a view's body is
/// evaluated, from the tokens of the render being drawn, and recorded there (what generated
/// `DesignBorder`, `DesignGradient`, … use, so review sees a changed composite token without
/// regenerating).
final class CompositeTokenReadTests: XCTestCase {
    /// What one body evaluation read.
    final class Reads: @unchecked Sendable {
        var border: (color: Color, width: CGFloat, style: StrokeStyle)?
        var gradient: Gradient?
        var transition: (duration: Double, delay: Double, x1: Double, y1: Double, x2: Double, y2: Double)?
        var dots: StrokeStyle?
    }

    struct Reader: View {
        let reads: Reads
        var body: some View {
            reads.border = CompositeTokenRead.border("border.focus")
            reads.gradient = CompositeTokenRead.gradient("gradient.brand")
            reads.transition = CompositeTokenRead.transition("motion.fade")
            reads.dots = CompositeTokenRead.strokeStyle("line.dotted", lineWidth: 2)
            return Rectangle().frame(width: 4, height: 4)
        }
    }

    private func tokens(width: Double) throws -> TokenSet {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-composite-reads").url
        let json = """
        { "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
          "border": { "focus": { "$type": "border", "$value": { "color": "{c}", "width": { "value": \(width), "unit": "px" }, "style": "dashed" } } },
          "gradient": { "brand": { "$type": "gradient", "$value": [ { "color": "{c}", "position": 0 }, { "color": { "colorSpace": "srgb", "components": [0, 0, 1] }, "position": 1 } ] } },
          "motion": { "fade": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 50, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] } } },
          "line": { "dotted": { "$type": "strokeStyle", "$value": "dotted" } } }
        """
        try Data(json.utf8).write(to: folder.appendingPathComponent("set.tokens.json"))
        return try TokenSet.load(directory: folder)
    }

    func testCompositesAreReadFromTheRenderAndRecorded() throws {
        let reads = Reads()
        let result = layout(Reader(reads: reads), size: .ideal, tokens: try tokens(width: 2))
        XCTAssertEqual(Set(result.tokensRead), ["border.focus", "gradient.brand", "motion.fade", "line.dotted"])
        XCTAssertEqual(reads.border?.color, Color(RGBA8(r: 255, g: 0, b: 0)))
        XCTAssertEqual(reads.border?.width, 2)
        XCTAssertEqual(reads.border?.style, StrokeStyle(lineWidth: 2, dash: [6, 6]))
        XCTAssertEqual(reads.gradient, Gradient(stops: [.init(color: Color(RGBA8(r: 255, g: 0, b: 0)), location: 0),
                                                         .init(color: Color(RGBA8(r: 0, g: 0, b: 255)), location: 1)]))
        XCTAssertEqual(reads.transition?.duration, 0.2)
        XCTAssertEqual(reads.transition?.delay, 0.05)
        XCTAssertEqual(reads.transition?.x1, 0.4)
        XCTAssertEqual(reads.dots, StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 4]))
    }

    func testAChangedTokenIsWhatTheNextRenderReads() throws {
        let reads = Reads()
        _ = layout(Reader(reads: reads), size: .ideal, tokens: try tokens(width: 3))
        XCTAssertEqual(reads.border?.width, 3)
        XCTAssertEqual(reads.border?.style, StrokeStyle(lineWidth: 3, dash: [9, 9]))
    }

    func testOutsideARenderOrWithoutTheTokenNothingIsRead() throws {
        XCTAssertNil(CompositeTokenRead.border("border.focus"))
        let reads = Reads()
        _ = layout(Reader(reads: reads), size: .ideal, tokens: TokenSet.shipped)
        XCTAssertNil(reads.border)
        XCTAssertNil(reads.gradient)
    }
}
