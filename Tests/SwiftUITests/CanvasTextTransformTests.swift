import Raster
import SwiftUI
import XCTest

/// `GraphicsContext.draw(_:at:)` and `draw(_:in:)` under the context's transform: SwiftUI draws
/// canvas text in the context's coordinates, so `rotate(by:)` turns the glyphs and `scaleBy`
/// grows them (not only moves where the text starts).
final class CanvasTextTransformTests: XCTestCase {
    /// The bounding box of the pixels darker than mid grey.
    private func inkBounds(_ image: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where Int(image[x, y].r) < 128 {
                bounds = bounds.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return bounds
    }

    private func ink(_ change: @escaping (inout GraphicsContext) -> Void) throws -> (width: Int, height: Int, midX: Double, midY: Double) {
        let view = Canvas { context, size in
            var turned = context
            turned.translateBy(x: size.width / 2, y: size.height / 2)
            change(&turned)
            turned.draw(Text("Canvas text").font(.body).foregroundColor(.black), at: .zero)
        }
        let image = try render(view, size: .fixed(Size(width: 400, height: 200)), background: .white)
        let box = try XCTUnwrap(inkBounds(image))
        return (box.maxX - box.minX + 1, box.maxY - box.minY + 1, Double(box.minX + box.maxX) / 2, Double(box.minY + box.maxY) / 2)
    }

    func testRotatedContextTurnsTheText() throws {
        let flat = try ink { _ in }
        let upright = try ink { $0.rotate(by: .degrees(90)) }
        XCTAssertGreaterThan(flat.width, flat.height * 3, "a line of text is wide")
        XCTAssertEqual(upright.width, flat.height, accuracy: 3, "turned a quarter, its height becomes its width")
        XCTAssertEqual(upright.height, flat.width, accuracy: 3)
        XCTAssertEqual(upright.midX, 200, accuracy: 3, "it turns about the point it is drawn at")
        XCTAssertEqual(upright.midY, 100, accuracy: 3)
    }

    func testScaledContextGrowsTheText() throws {
        let flat = try ink { _ in }
        let doubled = try ink { $0.scaleBy(x: 2, y: 2) }
        XCTAssertEqual(Double(doubled.width), Double(flat.width) * 2, accuracy: 4)
        XCTAssertEqual(Double(doubled.height), Double(flat.height) * 2, accuracy: 4)
    }

    func testTranslatedTextIsPlacedOnTheGridWithoutALayer() {
        let view = Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 10, y: 20)
            moved.draw(Text("Hi"), in: CGRect(x: 5, y: 5, width: 100, height: 40))
        }
        let dump = TextDump.dump(layout(view, size: .fixed(Size(width: 160, height: 80)), textMeasurer: FixedAdvanceTextMeasurer()))
        XCTAssertTrue(dump.contains("Text (15, 25)"), dump)
    }

    func testRotatedAndScaledCanvasTextGolden() throws {
        let view = Canvas { context, size in
            context.stroke(Path(CGRect(origin: .zero, size: size).insetBy(dx: 0.5, dy: 0.5)), with: .color(.secondary), lineWidth: 1)
            for step in 0..<4 {
                var spoke = context
                spoke.translateBy(x: size.width / 2, y: size.height / 2)
                spoke.rotate(by: .degrees(Double(step) * 45 - 90))
                spoke.draw(Text("Spoke \(step)").font(.caption).foregroundColor(.primary), at: CGPoint(x: 50, y: 0))
            }
            var big = context
            big.translateBy(x: 12, y: size.height - 12)
            big.scaleBy(x: 1.5, y: 1.5)
            big.draw(Text("Scaled").foregroundColor(.blue), at: .zero, anchor: .bottomLeading)
        }
        .frame(width: 200, height: 200)
        for scheme in [ColorScheme.light, .dark] {
            let image = try render(view, size: .ideal, scale: .x2, colorScheme: scheme, background: scheme == .light ? .white : .black)
            try Golden.assertImage(image, named: "canvas-text-transform.\(scheme.rawValue)@2x")
        }
    }
}
