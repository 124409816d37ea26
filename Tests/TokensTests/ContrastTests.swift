import Raster
@testable import Tokens
import XCTest

final class ContrastTests: XCTestCase {
    func testGrey767676OnWhitePassesAA() {
        let ratio = WCAGContrast.ratio(RGBA8(hex: "#767676")!, on: .white)
        XCTAssertEqual(ContrastAudit.twoDecimals(ratio), "4.54")
        XCTAssertGreaterThanOrEqual(ratio, ContrastPair.Level.text.minimumRatio)
    }

    func testGrey777777OnWhiteFailsAA() {
        let ratio = WCAGContrast.ratio(RGBA8(hex: "#777777")!, on: .white)
        XCTAssertEqual(ContrastAudit.twoDecimals(ratio), "4.48")
        XCTAssertLessThan(ratio, ContrastPair.Level.text.minimumRatio)
    }

    func testBlackOnWhiteIsTwentyOne() {
        XCTAssertEqual(WCAGContrast.ratio(.black, on: .white), 21, accuracy: 1e-12)
    }

    func testRatioJustBelowTheMinimumIsNotRoundedUp() {
        // White on #2F6BFF is 4.4988:1, which shows as 4.50 but is below 4.5.
        let ratio = WCAGContrast.ratio(.white, on: RGBA8(hex: "#2F6BFF")!)
        XCTAssertEqual(ContrastAudit.twoDecimals(ratio), "4.50")
        XCTAssertLessThan(ratio, 4.5)
    }

    func testTranslucentForegroundIsCompositedFirst() {
        let half = RGBA8(r: 0, g: 0, b: 0, a: 128)
        XCTAssertEqual(WCAGContrast.ratio(half, on: .white), WCAGContrast.ratio(RGBA8(r: 127, g: 127, b: 127), on: .white))
    }

    func testAuditTableHasARowPerPairAndModeAndFailsBelowTheMinimum() throws {
        let files = TokenFiles([
            "a.light.tokens.json": """
            { "$type": "color", "bg": { "$value": "#FFFFFF" },
              "fg": { "$value": "#777777", "$extensions": { "dev.pixelproof": { "contrast": { "on": ["bg"], "level": "text" } } } } }
            """,
            "a.dark.tokens.json": """
            { "$type": "color", "bg": { "$value": "#000000" },
              "fg": { "$value": "#767676", "$extensions": { "dev.pixelproof": { "contrast": { "on": ["bg"], "level": "text" } } } } }
            """,
        ])
        let audit = ContrastAudit(set: try files.load(["a.light.tokens.json", "a.dark.tokens.json"]))
        XCTAssertEqual(audit.table, """
        foreground  background  ratio  required   result  source       modes
        fg #777777  bg #FFFFFF  4.48   4.50 text  FAIL    $extensions  light
        fg #767676  bg #000000  4.62   4.50 text  pass    $extensions  dark
        1 pair checked in 2 modes: 1 of 2 checks fail

        """)
        XCTAssertFalse(audit.passes)
    }

    func testContrastBackgroundThatIsNotATokenIsReported() {
        let files = singleFile("""
        {
          "fg": { "$type": "color", "$value": "#000000",
            "$extensions": { "dev.pixelproof": { "contrast": { "on": ["bg.missing"], "level": "text" } } } }
        }
        """)
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:3: fg: contrast background bg.missing points to no token; define it or fix the path",
        ])
    }
}
