@testable import Tokens
import XCTest

final class ScalarValueTests: XCTestCase {
    private let literals = LiteralContext()

    func testDimensionObjectFormInPixelsIsPoints() throws {
        let node = try JSONParser.parse(#"{"value": 16, "unit": "px"}"#, file: "a")
        XCTAssertEqual(try ScalarParser.dimension(node, context: literals.context).points, 16)
    }

    func testDimensionStringFormIsAccepted() throws {
        XCTAssertEqual(try ScalarParser.dimension(JSONNode(.string("16px")), context: literals.context), Dimension(value: 16, unit: .px))
    }

    func testRemIsSixteenPoints() throws {
        XCTAssertEqual(try ScalarParser.dimension(JSONNode(.string("1.5rem")), context: literals.context).points, 24)
    }

    func testUnknownDimensionUnitIsRefused() throws {
        let node = try JSONParser.parse(#"{"value": 16, "unit": "pt"}"#, file: "a")
        XCTAssertThrowsError(try ScalarParser.dimension(node, context: literals.context)) { error in
            XCTAssertEqual((error as? ValueError)?.message, "dimension unit \"pt\" is not supported; use \"px\" or \"rem\"")
        }
    }

    func testNamedFontWeightsMapToNumbers() throws {
        XCTAssertEqual(try ScalarParser.fontWeight(JSONNode(.string("semi-bold"))), 600)
        XCTAssertEqual(try ScalarParser.fontWeight(JSONNode(.string("extra-black"))), 950)
        XCTAssertEqual(try ScalarParser.fontWeight(JSONNode(.number(700))), 700)
    }

    func testDurationsAreMilliseconds() throws {
        XCTAssertEqual(try ScalarParser.duration(JSONNode(.string("200ms")), context: literals.context), 200)
        XCTAssertEqual(try ScalarParser.duration(try JSONParser.parse(#"{"value": 0.25, "unit": "s"}"#, file: "a"), context: literals.context), 250)
    }

    func testFontFamilyTakesANameOrAList() throws {
        XCTAssertEqual(try ScalarParser.fontFamily(JSONNode(.string("Helvetica"))), ["Helvetica"])
        XCTAssertEqual(try ScalarParser.fontFamily(try JSONParser.parse(#"["Inter", "sans-serif"]"#, file: "a")), ["Inter", "sans-serif"])
    }
}
