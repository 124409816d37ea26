import SwiftUI
import XCTest

/// Golden images of effects, shapes, gradients and colours, each looked at and compared with
/// what iOS 17 draws (light, and dark where the colours differ).
final class EffectGoldenTests: XCTestCase {
    private func assertGolden<V: View>(_ view: @autoclosure () -> V, _ name: String, dark: Bool = false,
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let light = try render(view(), size: .ideal, scale: .x2, colorScheme: .light)
        try Golden.assertImage(light, named: "effects-\(name).light@2x", file: file, line: line)
        if dark {
            let image = try render(view(), size: .ideal, scale: .x2, colorScheme: .dark)
            try Golden.assertImage(image, named: "effects-\(name).dark@2x", file: file, line: line)
        }
    }

    func testRotatedScaledMirroredAndOffsetViews() throws { try assertGolden(TransformScene(), "transforms") }

    func testEachGradientKindInLightAndDark() throws { try assertGolden(GradientScene(), "gradients", dark: true) }

    func testMaterialsOverAPhotoLikeBackground() throws { try assertGolden(MaterialScene(), "materials", dark: true) }

    func testBlendModes() throws { try assertGolden(BlendModeScene(), "blend-modes") }

    func testMasks() throws { try assertGolden(MaskScene(), "masks") }

    func testTrimmedCircleProgressRing() throws { try assertGolden(ProgressRingScene(), "progress-ring", dark: true) }

    func testDashedStrokesCapsJoinsAndEvenOddFill() throws { try assertGolden(StrokeScene(), "strokes", dark: true) }

    func testColorFiltersBlurClipAndAspectRatio() throws { try assertGolden(ColorFilterScene(), "color-filters") }
}
