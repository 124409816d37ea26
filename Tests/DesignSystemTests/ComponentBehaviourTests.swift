import BitmapText
import DesignSystem
import PixelproofCatalog
import Raster
import SwiftUI
import Tokens
import XCTest

/// What the components promise, checked through the layout's text dump and the tokens a render
/// reads (the images themselves are pinned by the catalog snapshots).
final class ComponentBehaviourTests: XCTestCase {
    private func dump<V: View>(_ view: V, dynamicTypeSize: DynamicTypeSize = .large) -> String {
        TextDump.dump(layout(view, size: .width(CatalogEntry.PreferredSize.columnWidth), dynamicTypeSize: dynamicTypeSize,
                             tokens: TokenSet.shipped))
    }

    private func tokensUsed(_ name: String) throws -> [String] {
        try XCTUnwrap(Catalog.entry(named: name), name).render(in: CatalogAppearance.all[0]).tokensUsed
    }

    func testPasswordContentTypeShowsABulletPerCharacter() {
        let text = dump(TextFieldRow(title: "Password", placeholder: "Required", contentType: .password, text: .constant("hunter2")))
        XCTAssertTrue(text.contains("\"•••••••\""), text)
        XCTAssertFalse(text.contains("hunter2"), text)
    }

    func testFocusedTextFieldRowTitleTakesTheAccentColour() throws {
        XCTAssertTrue(try tokensUsed("TextFieldRow/focused").contains(ColorToken("color.text.accent").path))
        XCTAssertFalse(try tokensUsed("TextFieldRow/filled").contains(ColorToken("color.text.accent").path))
    }

    func testEmptyFieldShowsThePlaceholderInThePlaceholderColour() throws {
        XCTAssertTrue(try tokensUsed("TextFieldRow/empty").contains(ColorToken("color.text.placeholder").path))
        XCTAssertFalse(try tokensUsed("TextFieldRow/filled").contains(ColorToken("color.text.placeholder").path))
    }

    func testInsetRowBackgroundComesFromTheEnvironment() throws {
        XCTAssertTrue(try tokensUsed("Row/inset-custom-background").contains(ColorToken("color.chip.selectedBg").path))
        XCTAssertFalse(try tokensUsed("Row/inset-custom-background").contains(ColorToken("color.bg.surface").path))
        XCTAssertTrue(try tokensUsed("Row/inset").contains(ColorToken("color.bg.surface").path))
    }

    func testLoadingButtonKeepsItsSizeAndDrawsASpinnerInsteadOfTheLabel() throws {
        let appearance = CatalogAppearance.all[0]
        let idle = try XCTUnwrap(Catalog.entry(named: "Button/primary/default")).render(in: appearance).bitmap
        let loading = try XCTUnwrap(Catalog.entry(named: "Button/primary/loading")).render(in: appearance).bitmap
        XCTAssertEqual([idle.width, idle.height], [loading.width, loading.height])
        XCTAssertNotEqual(idle, loading)
    }

    func testButtonsAreAtLeastTheMinimumTapTargetTall() {
        let text = dump(Button("OK") {}.buttonStyle(.dsGhost))
        let height = text.split(separator: "\n")[1].split(separator: "×").last.flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
        XCTAssertGreaterThanOrEqual(height ?? 0, 44, text)
    }

    func testPressedAndDisabledButtonsReadTheOpacityTokens() throws {
        XCTAssertTrue(try tokensUsed("Button/primary/pressed").contains(NumberToken("opacity.pressed").path))
        XCTAssertTrue(try tokensUsed("Button/primary/disabled").contains(NumberToken("opacity.disabled").path))
        XCTAssertFalse(try tokensUsed("Button/primary/default").contains(NumberToken("opacity.pressed").path))
    }

    func testOriginalTextStyleKeepsTheCaseUsersTyped() {
        let text = dump(VStack { Text("Shared by").appText(.label); Text("Ada's iPad").appText(.label.original) })
        XCTAssertTrue(text.contains("uppercase"), text)
        XCTAssertTrue(text.contains("\"Ada's iPad\""), text)
    }

    func testRowMovesItsTrailingElementBelowAtAccessibilitySizes() {
        let row = Row(leading: { Text("Storage") }, trailing: { Text("12.4 GB") })
        XCTAssertTrue(dump(row).contains("HStack"))
        XCTAssertTrue(dump(row, dynamicTypeSize: .accessibility1).contains("VStack"))
        XCTAssertFalse(dump(row, dynamicTypeSize: .accessibility1).contains("HStack"))
    }

    func testListRowKeepsItsChevronBesideTheTitleAtAccessibilitySizes() {
        XCTAssertTrue(dump(ListRow(title: "Inbox"), dynamicTypeSize: .accessibility1).contains("HStack"))
    }
}
