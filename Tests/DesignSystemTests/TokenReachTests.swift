import BitmapText
import DesignSystem
import PixelproofCatalog
import Raster
import SwiftUI
import Tokens
import XCTest

/// Tokens reach everything: render the catalog with one token changed, and exactly the entries
/// whose recorded token usage names that token draw different pixels; every other entry is
/// pixel-identical. (Light and dark at the default size; the accessibility size reads the same
/// tokens.)
final class TokenReachTests: XCTestCase {
    static let appearances = CatalogAppearance.all.filter { $0.dynamicTypeSize == .large }

    func testChangingActionPrimaryBackgroundChangesExactlyTheEntriesThatUseIt() throws {
        try assertChangeReachesExactlyItsUsers(path: ColorToken("color.action.primary.bg").path,
                                               TokenSet.shipped.overriding(ColorToken("color.action.primary.bg"), with: RGBA8(r: 10, g: 122, b: 59)))
    }

    func testChangingSmallRadiusChangesExactlyTheEntriesThatUseIt() throws {
        try assertChangeReachesExactlyItsUsers(path: DimensionToken("radius.sm").path,
                                               TokenSet.shipped.overriding(DimensionToken("radius.sm"), with: 2))
    }

    func testChangingDisabledOpacityChangesExactlyTheEntriesThatUseIt() throws {
        try assertChangeReachesExactlyItsUsers(path: NumberToken("opacity.disabled").path,
                                               TokenSet.shipped.overriding(NumberToken("opacity.disabled"), with: 0.2))
    }

    private func assertChangeReachesExactlyItsUsers(path: String, _ modified: any DesignTokenSource,
                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let outcomes = CatalogSnapshots.forEachEntry { entry, appearance -> Outcome in
            guard appearance.dynamicTypeSize == .large else { return .skipped }
            do {
                let before = try entry.render(in: appearance)
                let after = try entry.render(in: appearance, tokens: modified)
                return .rendered(name: "\(entry.name) \(appearance)", uses: before.tokensUsed.contains(path),
                                 changed: before.bitmap != after.bitmap)
            } catch {
                return .failed("\(entry.name) \(appearance): \(error)")
            }
        }
        var users = 0, mismatches: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .skipped: continue
            case .failed(let message): mismatches.append(message)
            case .rendered(let name, let uses, let changed):
                if uses { users += 1 }
                if uses != changed {
                    mismatches.append("\(name): \(uses ? "uses" : "does not use") \(path) but \(changed ? "changed" : "did not change")")
                }
            }
        }
        XCTAssertGreaterThan(users, 0, "no catalog entry uses \(path): the test would prove nothing", file: file, line: line)
        XCTAssertLessThan(users, outcomes.count / 2, "most entries use \(path): pick a token fewer entries use", file: file, line: line)
        XCTAssert(mismatches.isEmpty, mismatches.joined(separator: "\n"), file: file, line: line)
    }

    private enum Outcome: Sendable {
        case skipped
        case failed(String)
        case rendered(name: String, uses: Bool, changed: Bool)
    }
}
