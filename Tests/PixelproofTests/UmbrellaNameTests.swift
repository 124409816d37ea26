import Pixelproof
import XCTest

/// What a component package sees after `import Pixelproof`: every module re-exported, and no
/// type name two of them export (which would make the plain name ambiguous there).
final class UmbrellaNameTests: XCTestCase {
    func testTextCaseIsOneTypeUsableUnqualified() {
        let textCase: TextCase = .uppercase
        XCTAssertTrue(TextCase.self == Text.Case.self)
        XCTAssertEqual(textCase.apply(to: "Recent"), "RECENT")
    }

    func testTokenTypographyKeepsItsCaseAsANestedType() throws {
        let label = try TokenSet.shipped.resolved(mode: "light").typography(TypographyToken("typography.label"))
        XCTAssertEqual(label.textCase, Typography.Case.uppercase)
    }
}
