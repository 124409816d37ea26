import Raster
import SwiftUI
import XCTest

// Shapes and modifiers that declare what they animate, written as corpus code writes them
// (kkebo/RingProgressViewStyle's InsetArc: `extension InsetArc: Animatable` with a CGFloat
// `animatableData`, then `extension InsetArc: Shape`).

private struct Arc {
    var endAngle: Angle
}

extension Arc: Animatable {
    var animatableData: CGFloat {
        get { endAngle.degrees }
        set { endAngle = .degrees(newValue) }
    }
}

extension Arc: Shape {
    func path(in rect: CGRect) -> SwiftUI.Path {
        SwiftUI.Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(0),
                        endAngle: endAngle, clockwise: false)
        }
    }
}

private struct Bar: Shape {
    var width: CGFloat
    var height: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> SwiftUI.Path {
        SwiftUI.Path(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

private struct Shake: AnimatableModifier {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: amount)
    }
}

final class AnimatableTests: XCTestCase {
    func testAnimatableDataReadsAndWritesTheAnimatedValue() {
        var arc = Arc(endAngle: .degrees(90))
        XCTAssertEqual(arc.animatableData, 90)
        arc.animatableData = 180
        XCTAssertEqual(arc.endAngle.degrees, 180, accuracy: 1e-9)
        var bar = Bar(width: 10, height: 4)
        bar.animatableData = bar.animatableData + AnimatablePair(5, 1)
        XCTAssertEqual(bar.width, 15)
        XCTAssertEqual(bar.height, 5)
    }

    func testShapesWithoutAnimatableDataHaveEmptyData() {
        XCTAssertEqual(Circle().animatableData, EmptyAnimatableData())
        XCTAssertEqual(Angle.degrees(180).animatableData, .pi, accuracy: 1e-12)
        XCTAssertEqual(CGPoint(x: 1, y: 2).animatableData, AnimatablePair(1, 2))
    }

    func testVectorArithmeticScalesAndMeasures() {
        var pair = AnimatablePair<Double, CGFloat>(3, 4)
        XCTAssertEqual(pair.magnitudeSquared, 25)
        pair.scale(by: 2)
        XCTAssertEqual(pair, AnimatablePair(6, 8))
        XCTAssertEqual(AnimatablePair<Double, Double>.zero, AnimatablePair(0, 0))
        XCTAssertEqual(Double(1.5).scaled(by: 2), 3)
    }

    /// A snapshot is one frame in the final state: the shape draws its current value.
    func testAnimatableShapeAndModifierDrawTheirValue() throws {
        let view = Bar(width: 10, height: 4).fill(Color.black).frame(width: 30, height: 20, alignment: .topLeading)
            .modifier(Shake(amount: 5))
        let image = try render(view, size: .fixed(Size(width: 30, height: 20)), background: .white)
        XCTAssertEqual(image[4, 1], .white, "shaken 5 pt: the bar starts at x = 5 + 5")
        XCTAssertEqual(image[6, 1], .black)
        XCTAssertEqual(image[14, 3], .black)
        XCTAssertEqual(image[16, 1], .white)
        XCTAssertEqual(image[6, 5], .white)
        XCTAssertNoThrow(try render(Arc(endAngle: .degrees(270)).stroke(Color.blue, lineWidth: 2).frame(width: 20, height: 20),
                                    size: .ideal))
    }
}
