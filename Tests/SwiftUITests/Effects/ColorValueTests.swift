import Foundation
import SwiftUI
import XCTest

/// Exact colour values: the system colours from Apple's Human Interface Guidelines (Color →
/// "System colors", iOS default light/dark values), the label colours from UIKit's
/// documentation of `label`/`secondaryLabel`/…, and the component initialisers' arithmetic.
final class ColorValueTests: XCTestCase {
    private func hex(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) -> String {
        let result = layout(Rectangle().fill(style).frame(width: 1, height: 1), size: .ideal, colorScheme: scheme)
        return result.root.allViews.compactMap { $0.details.first { $0.name == "fill" }?.value }.first ?? "none"
    }

    func testSystemColoursHaveTheHIGValuesInLightAndDark() {
        // HIG, Color, iOS system colours (default, light / dark).
        let expected: [(Color, String, String)] = [
            (.red, "#FF3B30", "#FF453A"), (.orange, "#FF9500", "#FF9F0A"), (.yellow, "#FFCC00", "#FFD60A"),
            (.green, "#34C759", "#30D158"), (.mint, "#00C7BE", "#63E6E2"), (.teal, "#30B0C7", "#40C8E0"),
            (.cyan, "#32ADE6", "#64D2FF"), (.blue, "#007AFF", "#0A84FF"), (.indigo, "#5856D6", "#5E5CE6"),
            (.purple, "#AF52DE", "#BF5AF2"), (.pink, "#FF2D55", "#FF375F"), (.brown, "#A2845E", "#AC8E68"),
            (.gray, "#8E8E93", "#8E8E93"),
        ]
        for (color, light, dark) in expected {
            XCTAssertEqual(hex(color), light)
            XCTAssertEqual(hex(color, .dark), dark)
        }
    }

    func testHierarchicalLevelsAreTheLabelColoursByDefault() {
        // UIKit: label #000000 / #FFFFFF; secondaryLabel #3C3C43 60 % / #EBEBF5 60 %;
        // tertiaryLabel 30 %; quaternaryLabel #3C3C43 18 % / #EBEBF5 16 %.
        XCTAssertEqual(hex(HierarchicalShapeStyle.primary), "#000000")
        XCTAssertEqual(hex(HierarchicalShapeStyle.primary, .dark), "#FFFFFF")
        XCTAssertEqual(hex(HierarchicalShapeStyle.secondary), "#3C3C4399")
        XCTAssertEqual(hex(HierarchicalShapeStyle.secondary, .dark), "#EBEBF599")
        XCTAssertEqual(hex(HierarchicalShapeStyle.tertiary), "#3C3C434C")
        XCTAssertEqual(hex(HierarchicalShapeStyle.quaternary), "#3C3C432E")
        XCTAssertEqual(hex(HierarchicalShapeStyle.quaternary, .dark), "#EBEBF529")
    }

    func testSecondaryOfACustomForegroundFadesIt() {
        let view = VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.red)
        let text = layout(view, size: .ideal).root.allViews.last { $0.kind == "Text" }
        XCTAssertEqual(text?.details.first { $0.name == "color" }?.value, "#FF3B3099")
    }

    func testForegroundStyleWithTwoStylesGivesTheSecondLevel() {
        let view = VStack { Text("a"); Text("b").foregroundStyle(.secondary) }.foregroundStyle(.blue, .green)
        let texts = layout(view, size: .ideal).root.allViews.filter { $0.kind == "Text" }
        XCTAssertEqual(texts.map { $0.details.first { $0.name == "color" }?.value }, ["#007AFF", "#34C759"])
    }

    func testSRGBComponentsRoundToTheNearestByte() {
        XCTAssertEqual(hex(Color(.sRGB, red: 0.2, green: 0.4, blue: 1, opacity: 0.5)), "#3366FF80")
        XCTAssertEqual(hex(Color(red: 1, green: 0.5, blue: 0)), "#FF8000")
        XCTAssertEqual(hex(Color(white: 0.5)), "#808080")
        XCTAssertEqual(hex(Color(.sRGB, white: 1, opacity: 0.33)), "#FFFFFF54")
    }

    func testLinearComponentsAreEncodedWithTheSRGBCurve() {
        // IEC 61966-2-1: linear 0.5 encodes to 0.7354 → 187.5… → 188; 0.0031308 → 0.04045 → 10.3 → 10; 0.2 → 0.4845 → 124.
        XCTAssertEqual(hex(Color(.sRGBLinear, red: 0.5, green: 0.0031308, blue: 0.2, opacity: 1)), "#BC0A7C")
    }

    func testDisplayP3GreyStaysGreyAndPureP3RedClampsToSRGBRed() {
        XCTAssertEqual(hex(Color(.displayP3, red: 0.6, green: 0.6, blue: 0.6)), "#999999")
        XCTAssertEqual(hex(Color(.displayP3, red: 1, green: 0, blue: 0)), "#FF0000")
    }

    func testHueSaturationBrightnessFollowsTheHSBModel() {
        XCTAssertEqual(hex(Color(hue: 0, saturation: 1, brightness: 1)), "#FF0000")
        XCTAssertEqual(hex(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), "#00FF00")
        XCTAssertEqual(hex(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5)), "#000080")
        XCTAssertEqual(hex(Color(hue: 0.5, saturation: 0, brightness: 0.6, opacity: 0.2)), "#99999933")
    }

    func testMaterialsResolveToTheirDocumentedTintsAndBlur() {
        XCTAssertEqual(hex(Material.thin), "material thin #FFFFFF80 blur 15")
        XCTAssertEqual(hex(Material.bar, .dark), "material bar #1D1D1DF0 blur 15")
    }

    func testTintStyleIsTheEnvironmentTintOrTheAccentColour() {
        XCTAssertEqual(hex(TintShapeStyle()), "#007AFF")
        let tinted = layout(Rectangle().fill(.tint).tint(.pink).frame(width: 1, height: 1), size: .ideal)
        XCTAssertEqual(tinted.root.allViews.compactMap { $0.details.first { $0.name == "fill" }?.value }.first, "#FF2D55")
    }
}
