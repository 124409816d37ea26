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

/// SwiftUI's names stay unambiguous next to everything else the umbrella brings: a test file
/// that imports Pixelproof writes `Path`, `LinearGradient` and `EdgeInsets` and gets SwiftUI's.
final class UmbrellaSwiftUINameTests: XCTestCase {
    func testSwiftUINamesAreSwiftUIs() throws {
        let path = Path(CGRect(x: 0, y: 0, width: 4, height: 2))
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 4, height: 2))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let view = Color.red.frame(width: 4, height: 4).padding(insets)
            .background(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
        let image = try render(view, size: .ideal)
        XCTAssertEqual(image.width, 10)
        XCTAssertEqual(image.height, 8)
    }
}
