import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// A custom style written the way real code writes one (SwiftUI's underscored requirement).
private struct FilledFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
    }
}

final class TextFieldStyleTests: XCTestCase {
    func testTextFieldStylesDrawLikeIOS() throws {
        try assertControlSheet("text-fields") {
            TextField("Plain placeholder", text: .constant(""))
            TextField("Name", text: .constant("Jane Appleseed")).textFieldStyle(.roundedBorder)
            TextField("Rounded placeholder", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())
            SecureField("Password", text: .constant("hunter2")).textFieldStyle(.roundedBorder)
            TextField("Custom style", text: .constant("")).textFieldStyle(FilledFieldStyle())
            TextField(text: .constant(""), prompt: Text("Prompt wins")) { Text("Label") }.textFieldStyle(.roundedBorder)
        }
    }

    // UITextField's .roundedRect border style is 34 points high at the default text size; the
    // text sits 7 points inside the border.
    func testRoundedBorderFieldIs34PointsHighWithTextInset7() throws {
        let probe = LayoutProbe(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).accessibilityIdentifier("field"),
                                size: .fixed(Size(width: 300, height: 200)))
        let field = try XCTUnwrap(probe.view("field"))
        XCTAssertEqual(field.frame.height, 34)
        let text = try XCTUnwrap(field.allViews.first { $0.kind == "TextField" })
        XCTAssertEqual(text.frame.minX - field.frame.minX, 7)
        XCTAssertEqual(text.frame.width, 300 - 14)
    }

    // `.plain` inside `.roundedBorder` turns the decoration off again, as in SwiftUI.
    func testPlainStyleInsideRoundedBorderIsBare() throws {
        let probe = LayoutProbe(TextField("Name", text: .constant("Ada")).textFieldStyle(.plain).textFieldStyle(.roundedBorder),
                                size: .fixed(Size(width: 300, height: 200)))
        XCTAssertFalse(probe.result.root.allViews.contains { $0.kind.contains("RoundedRectangle") })
    }
}
