import Raster
@testable import SwiftUI
import XCTest

/// `IconSet.standard` makes each bundled symbol on its first lookup; it must hand out exactly the
/// icons the whole set built at once holds (`AllAtOnce`, below: every drawing parsed in order,
/// then the derived forms, an earlier icon of a name winning), for every name, and nothing for
/// other names.
final class BundledIconLookupTests: XCTestCase {
    func testEveryNameGivesTheIconTheSetBuiltAtOnceHolds() {
        let whole = AllAtOnce.set
        XCTAssertEqual(IconSet.standard.names, whole.names)
        XCTAssertGreaterThanOrEqual(whole.names.count, 150)
        // Reversed, so derived forms (enclosures, the filled triangle) are asked for before their glyphs.
        for name in whole.names.reversed() {
            XCTAssertEqual(IconSet.standard[name], whole[name], name)
        }
        // A second lookup hands out the kept icon, still the same.
        for name in whole.names { XCTAssertEqual(IconSet.standard[name], whole[name], name) }
    }

    func testNamesTheSetLacksGiveNothing() {
        for name in ["", "no.such.symbol", "chevron.right.square", "plus.circle.fill.fill", "exclamationmark.triangle.fill.circle", "Plus"] {
            XCTAssertNil(AllAtOnce.set[name], name)
            XCTAssertNil(IconSet.standard[name], name)
        }
    }
}

/// The bundled set built the way it was before symbols were made one at a time: the original
/// drawings, every bundled drawing that parses, the filled warning triangle, then each glyph's
/// enclosed forms; `IconSet(_:)` keeps the first icon of each name.
private enum AllAtOnce {
    static let set: IconSet = {
        var icons: [Icon] = []
        for entry in SymbolDrawings.entries {
            if let icon = try? SymbolLibrary.icon(named: entry.name, width: entry.width, height: entry.height, spec: entry.spec) {
                icons.append(icon)
            }
        }
        var byName: [String: Icon] = [:]
        for icon in IconSet.original + icons where byName[icon.name] == nil { byName[icon.name] = icon }
        if let mark = byName["exclamationmark"] { icons.append(SymbolLibrary.warningTriangle(mark: mark)) }
        for (glyph, shapes, solidInside) in SymbolLibrary.enclosures {
            guard let outline = byName[glyph] else { continue }
            let solid = byName[glyph + ".fill"] ?? outline
            for shape in shapes {
                let (outlined, filled) = SymbolLibrary.enclosedForms(of: glyph, in: shape, outline: outline, solid: solid, solidInside: solidInside)
                icons.append(outlined)
                icons.append(filled)
            }
        }
        return IconSet(IconSet.original + icons)
    }()
}
