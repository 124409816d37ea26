import BitmapText
import DesignSystem
import PixelproofCatalog
import Raster
import SwiftUI
import Tokens
import XCTest

/// A composite token changed in the token files reaches the pixels without regenerating
/// `DesignTokens.swift`: the shipped tokens with `typography.label` no longer upper case, and
/// exactly the catalog entries that read that token draw different pixels (the label's case
/// came from the generated constant before, so review missed a case change).
final class TypographyTokenReachTests: XCTestCase {
    /// The shipped tokens, with one typography token's case replaced.
    struct CaseChanged: DesignTokenSource {
        var base: any DesignTokenSource = TokenSet.shipped
        var path: String
        var textCase: TextCase

        func color(_ path: String, in scheme: ColorScheme) -> RGBA8? { base.color(path, in: scheme) }
        func dimension(_ path: String, in scheme: ColorScheme) -> Double? { base.dimension(path, in: scheme) }
        func number(_ path: String, in scheme: ColorScheme) -> Double? { base.number(path, in: scheme) }
        func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue? { base.shadow(path, in: scheme) }
        func typography(_ path: String, in scheme: ColorScheme) -> BitmapText.TextStyle? {
            guard var style = base.typography(path, in: scheme) else { return nil }
            if path == self.path { style.textCase = textCase }
            return style
        }
    }

    func testChangingTheLabelCaseChangesExactlyTheEntriesThatUseIt() throws {
        let path = "typography.label"
        let modified = CaseChanged(path: path, textCase: .original)
        var users = 0, total = 0, mismatches: [String] = []
        let outcomes = CatalogSnapshots.forEachEntry { entry, appearance -> (String, Bool, Bool)? in
            guard appearance.dynamicTypeSize == .large, appearance.colorScheme == .light else { return nil }
            guard let before = try? entry.render(in: appearance), let after = try? entry.render(in: appearance, tokens: modified) else {
                return ("\(entry.name) \(appearance): did not render", true, false)
            }
            return ("\(entry.name) \(appearance)", before.tokensUsed.contains(path), before.bitmap != after.bitmap)
        }
        for case let (name, uses, changed)? in outcomes {
            total += 1
            if uses { users += 1 }
            if uses != changed { mismatches.append("\(name): \(uses ? "uses" : "does not use") \(path) but \(changed ? "changed" : "did not change")") }
        }
        XCTAssertGreaterThan(users, 0, "no catalog entry uses \(path): the test would prove nothing")
        XCTAssertLessThan(users, total, "every entry uses \(path)")
        XCTAssert(mismatches.isEmpty, mismatches.joined(separator: "\n"))
    }
}
