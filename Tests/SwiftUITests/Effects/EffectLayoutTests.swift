import Raster
import SwiftUI
import XCTest

/// Layout of the effects: effects never change a view's size; `aspectRatio` proposes the
/// largest (fit) or smallest (fill) size of its ratio, as Apple documents for
/// `aspectRatio(_:contentMode:)` ("constrains this view's dimensions to the specified aspect
/// ratio") and OpenSwiftUI's `_AspectRatioLayout` implements.
final class EffectLayoutTests: XCTestCase {
    private func size<V: View>(_ view: V, _ proposal: RenderSize) -> (Double, Double) {
        let result = layout(view, size: proposal)
        let child = result.root.children.first ?? result.root
        return (child.layoutFrame.width, child.layoutFrame.height)
    }

    func testFitTakesTheLargestSizeOfTheRatioInsideTheProposal() {
        let view = Color.blue.aspectRatio(16.0 / 9.0, contentMode: .fit).frame(width: 160, height: 200)
        let laidOut = layout(view, size: .ideal).root.allViews.first { $0.kind == "Color" }
        XCTAssertEqual(laidOut?.layoutFrame.width, 160)
        XCTAssertEqual(laidOut?.layoutFrame.height ?? 0, 90, accuracy: 1e-9)
    }

    func testFillCoversTheProposal() {
        let view = Color.blue.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill).frame(width: 100, height: 100)
        let laidOut = layout(view, size: .ideal).root.allViews.first { $0.kind == "Color" }
        XCTAssertEqual(laidOut?.layoutFrame.width, 200)
        XCTAssertEqual(laidOut?.layoutFrame.height, 100)
    }

    func testAMissingDimensionComesFromTheOther() {
        let laidOut = layout(Color.blue.aspectRatio(2, contentMode: .fit), size: .width(300)).root.allViews.first { $0.kind == "Color" }
        XCTAssertEqual(laidOut?.layoutFrame.size, Size(width: 300, height: 150))
    }

    func testScaledToFitUsesTheViewsIdealProportions() {
        // A shape's ideal size is 10 × 10, so it fits as a square.
        let laidOut = layout(Rectangle().scaledToFit().frame(width: 80, height: 40), size: .ideal).root.allViews.first { $0.kind == "Rectangle" }
        XCTAssertEqual(laidOut?.layoutFrame.size, Size(width: 40, height: 40))
    }

    func testGeometryEffectsLeaveLayoutAlone() {
        let plain = layout(Text("Hello").padding(4), size: .ideal).size
        let affected = layout(Text("Hello").padding(4).rotationEffect(.degrees(30)).scaleEffect(2).blur(radius: 3)
            .blendMode(.multiply).saturation(0).mask { Circle() }.offset(CGSize(width: 5, height: 5)), size: .ideal).size
        XCTAssertEqual(plain, affected)
    }

    func testEffectsAreListedInTheDump() {
        let dump = layout(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(45)).blendMode(.screen), size: .ideal).textDump
        XCTAssertTrue(dump.contains("rotationEffect: 45° at (0.5, 0.5)"), dump)
        XCTAssertTrue(dump.contains("blendMode: screen"), dump)
    }

    func testIdentityEffectsOpenNoLayer() {
        let plain = DisplayList(layout(Color.red.frame(width: 10, height: 10), size: .ideal)).commands
        let identity = DisplayList(layout(Color.red.frame(width: 10, height: 10).scaleEffect(1).rotationEffect(.zero).blendMode(.normal),
                                          size: .ideal)).commands
        XCTAssertEqual(plain, identity)
    }

    func testAQuarterTurnOfALeadingToTrailingGradientIsATopToBottomOne() throws {
        // Drawn as vectors (DisplayListMapping): outline and gradient mapped, no resampling.
        let turned = try render(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 40, height: 40).rotationEffect(.degrees(90)), size: .ideal, scale: .x2)
        let upright = try render(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 40, height: 40), size: .ideal, scale: .x2)
        let difference = zip(turned.bytes, upright.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(difference, 1)
    }

    func testTrimmedCircleStartsAtThreeOClock() {
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = quarter.boundingRect
        XCTAssertEqual(bounds.minX, 50, accuracy: 0.01)
        XCTAssertEqual(bounds.maxX, 100, accuracy: 0.01)
        XCTAssertEqual(bounds.minY, 50, accuracy: 0.01)
        XCTAssertEqual(bounds.maxY, 100, accuracy: 0.01)
    }

    func testInsetShrinksTheFrameAndTheCornerRadius() {
        let outline = RoundedRectangle(cornerRadius: 10, style: .circular).inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(outline.boundingRect, CGRect(x: 4, y: 4, width: 92, height: 42))
    }
}

/// Hostile numbers in effects draw something or nothing, never crash.
final class EffectRobustnessTests: XCTestCase {
    func testNonFiniteAndDegenerateEffectValuesRenderWithoutCrashing() throws {
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, 1e12]
        for value in values {
            let view = VStack {
                Color.red.frame(width: 10, height: 10).scaleEffect(value)
                Color.red.frame(width: 10, height: 10).rotationEffect(.radians(Double(value)))
                Rectangle().fill(.blue).frame(width: 10, height: 10).rotationEffect(.degrees(Double(value))).scaleEffect(x: value, y: 1)
                Text("x").blur(radius: value).brightness(Double(value)).hueRotation(.degrees(Double(value)))
                Color.green.aspectRatio(value, contentMode: .fit).frame(width: 10, height: 10)
                Circle().trim(from: value, to: 1).stroke(style: StrokeStyle(lineWidth: 2, dash: [value, 1]))
                    .frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).rotation3DEffect(.degrees(Double(value)), axis: (x: value, y: 1, z: 0))
                Circle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: value, endRadius: value))
                    .frame(width: 10, height: 10)
                Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .radians(Double(value)), endAngle: .zero))
                    .frame(width: 10, height: 10)
            }
            _ = try render(view, size: .ideal, scale: .x2)
        }
    }
}
