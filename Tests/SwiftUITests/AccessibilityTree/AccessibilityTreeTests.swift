import Raster
import SwiftUI
import XCTest

/// The accessibility tree of small, real-looking views: what VoiceOver reads, in what order.
final class AccessibilityTreeTests: XCTestCase {
    private func tree<V: View>(_ view: V, width: Double = 390) -> [AccessibilityElement] {
        AccessibilityTree(layout(view, size: .width(width))).elements
    }

    func testSettingsRowWithToggleIsOneToggleElementLabelledByItsText() {
        let elements = tree(VStack(alignment: .leading) {
            Text("Settings").font(.title).accessibilityAddTraits(.isHeader)
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Airplane Mode", isOn: .constant(false)).disabled(true)
        })
        XCTAssertEqual(elements.map(\.label), ["Settings", "Wi-Fi", "Airplane Mode"])
        XCTAssertEqual(elements.map(\.traitNames), [["isHeader", "isStaticText"], ["isToggle"], ["isToggle", "notEnabled"]])
        XCTAssertEqual(elements.map(\.value), ["", "on", "off"])
        XCTAssertEqual(elements[1].frame.width, 390, "the toggle's element is its whole row")
    }

    func testIconButtonReadsItsSymbolNameOrItsExplicitLabel() {
        let elements = tree(HStack {
            Button {} label: { Image(systemName: "heart.fill") }
            Button {} label: { Image(systemName: "trash") }
                .accessibilityLabel(Text("Delete"))
                .accessibilityHint("Removes the message")
            Button("Save") {}.disabled(true)
        })
        XCTAssertEqual(elements.map(\.label), ["heart fill", "Delete", "Save"])
        XCTAssertEqual(elements.map(\.traitNames), [["isButton"], ["isButton"], ["isButton", "notEnabled"]])
        XCTAssertEqual(elements[1].hint, "Removes the message")
        XCTAssertEqual(elements[0].frame.size, Size(width: 17, height: 17))
    }

    func testLabelledButtonCombinesIconAndTitle() {
        let elements = tree(Button {} label: { Label("Inbox", systemImage: "tray") })
        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements[0].label, "tray, Inbox")
        XCTAssertEqual(elements[0].traitNames, ["isButton"])
    }

    func testDecorativeImageIsSkippedAndNamedImageIsAnImageElement() {
        let elements = tree(VStack {
            Image(decorative: "banner")
            Image(systemName: "star.fill")
            Image(systemName: "star").accessibilityHidden(true)
            Text("Featured")
        })
        XCTAssertEqual(elements.map(\.label), ["star fill", "Featured"])
        XCTAssertEqual(elements.map(\.traitNames), [["isImage"], ["isStaticText"]])
    }

    func testCombinedElementJoinsLabelsAndValuesAndTakesTheContainersFrame() {
        let elements = tree(HStack {
            Text("Battery")
            Spacer()
            Text("80%").accessibilityValue("80 percent")
        }.accessibilityElement(children: .combine))
        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements[0].label, "Battery, 80%")
        XCTAssertEqual(elements[0].value, "80 percent")
        XCTAssertEqual(elements[0].frame.width, 390)
    }

    func testIgnoreMakesOneElementReadingOnlyWhatIsSetOnIt() {
        let elements = tree(HStack { Text("4.5"); Image(systemName: "star.fill") }
            .accessibilityElement()
            .accessibilityLabel(Text("Rated 4.5 stars")))
        XCTAssertEqual(elements.map(\.label), ["Rated 4.5 stars"])
        XCTAssertEqual(elements[0].traitNames, [])
    }

    func testHiddenSubtreeIsRemovedWithEverythingInside() {
        let elements = tree(VStack {
            Text("Visible")
            HStack { Text("Secret"); Button("Tap") {} }.accessibilityHidden(true)
        })
        XCTAssertEqual(elements.map(\.label), ["Visible"])
    }

    func testSortPriorityReordersSiblingsAndTiesKeepLayoutOrder() {
        let elements = tree(VStack {
            Text("Subtitle")
            Text("Title").accessibilitySortPriority(2)
            Text("Body")
            Text("Footer").accessibilitySortPriority(-1)
            Text("Caption")
        })
        XCTAssertEqual(elements.map(\.label), ["Title", "Subtitle", "Body", "Caption", "Footer"])
    }

    func testContainGroupsChildrenAndOrdersThemInside() {
        let elements = tree(VStack {
            Text("Header")
            HStack { Text("Left"); Text("Right").accessibilitySortPriority(1) }.accessibilityElement(children: .contain)
        })
        XCTAssertEqual(elements.map(\.label), ["Header", "Right", "Left"])
    }

    func testHorizontalReadingIsLeadingToTrailingThenDown() {
        let elements = tree(VStack {
            HStack { Text("A"); Text("B") }
            HStack { Text("C"); Text("D") }
        })
        XCTAssertEqual(elements.map(\.label), ["A", "B", "C", "D"])
    }

    func testTextFieldReadsPlaceholderAsLabelAndTextAsValue() {
        let elements = tree(TextField("Email", text: .constant("ann@example.com")))
        XCTAssertEqual(elements.map(\.label), ["Email"])
        XCTAssertEqual(elements.map(\.value), ["ann@example.com"])
        XCTAssertTrue(elements[0].isInteractive)
    }

    func testToggleWithHiddenLabelStillReadsItsLabel() {
        let elements = tree(HStack { Text("Notifications"); Spacer(); Toggle("Allow Notifications", isOn: .constant(true)).labelsHidden() })
        XCTAssertEqual(elements.map(\.label), ["Notifications", "Allow Notifications"])
        XCTAssertEqual(elements[1].frame.size, Size(width: 51, height: 31))
    }

    func testSliderIsAdjustableWithItsUndrawnLabelAndAPercentValue() {
        let elements = tree(Slider(value: .constant(30), in: 0...120) { Text("Volume") })
        XCTAssertEqual(elements.map(\.label), ["Volume"])
        XCTAssertEqual(elements.map(\.value), ["25%"])
        XCTAssertEqual(elements[0].actions, ["adjustable"])
        XCTAssertTrue(elements[0].isInteractive)
    }

    func testLinkIsALinkElement() {
        let elements = tree(Link("Terms of Service", destination: URL(string: "https://example.com/terms")!))
        XCTAssertEqual(elements.map(\.label), ["Terms of Service"])
        XCTAssertEqual(elements.map(\.traitNames), [["isLink"]])
    }

    func testSemanticsDoNotChangeTheDumpOrThePixels() {
        let view = HStack { Button {} label: { Image(systemName: "heart.fill") }; Toggle("On", isOn: .constant(true)) }
        let result = layout(view, size: .width(200))
        XCTAssertFalse(result.textDump.contains("role"))
        // The icon button's one view holds both the button's and the image's semantics.
        let semantics = result.root.allViews.filter { !$0.semantics.isEmpty }.map { $0.semantics.map { "\($0.name): \($0.value)" } }
        XCTAssertEqual(semantics, [["role: button", "imageLabel: heart fill"], ["role: toggle", "isOn: true", "label: On"]])
    }

    func testTextFormIsOneNumberedLinePerElement() {
        let text = layout(VStack {
            Text("Title").accessibilityAddTraits(.isHeader)
            Button {} label: { Image(systemName: "trash") }.accessibilityLabel(Text("Delete \"all\"")).accessibilityHint("Cannot be undone")
        }, size: .width(100)).accessibilityTree.text
        XCTAssertEqual(text, """
        1 · isHeader isStaticText · "Title" · (32, 0) 36×22
        2 · isButton · "Delete \\"all\\"" · hint: "Cannot be undone" · (42, 30) 17×17
        
        """)
    }
}
