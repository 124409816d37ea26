import Raster
@testable import SwiftUI
import XCTest

/// `IconSet.standard` makes each bundled symbol on its first lookup; it must hand out exactly the
/// icons the whole set built at once holds, for every name, and nothing for other names.
final class BundledIconLookupTests: XCTestCase {
    func testEveryNameGivesTheIconTheEagerSetHolds() {
        let eager = SymbolLibrary.eager
        XCTAssertEqual(IconSet.standard.names, eager.names)
        XCTAssertGreaterThanOrEqual(eager.names.count, 150)
        // Reversed, so derived forms (enclosures, the filled triangle) are asked for before their glyphs.
        for name in eager.names.reversed() {
            XCTAssertEqual(IconSet.standard[name], eager[name], name)
        }
        // A second lookup hands out the kept icon, still the same.
        for name in eager.names { XCTAssertEqual(IconSet.standard[name], eager[name], name) }
    }

    func testNamesTheSetLacksGiveNothing() {
        for name in ["", "no.such.symbol", "chevron.right.square", "plus.circle.fill.fill", "exclamationmark.triangle.fill.circle", "Plus"] {
            XCTAssertEqual(SymbolLibrary.eager[name] == nil, IconSet.standard[name] == nil, name)
            XCTAssertNil(IconSet.standard[name], name)
        }
    }
}
