import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Generic `Label`, `LocalizedStringResource`, `UIColor` and `Canvas`, called as the corpus
/// calls them (views in CorpusAPIViews.swift); goldens light and dark at 2x, looked at.
final class CorpusAPITests: XCTestCase {
    private func assertGoldens<V: View>(_ name: String, size: RenderSize, file: StaticString = #filePath, line: UInt = #line,
                                        @ViewBuilder _ view: @escaping () -> V) throws {
        for scheme in [ColorScheme.light, .dark] {
            let background: RGBA8 = scheme == .light ? .white : .black
            let image = try render(view(), size: size, scale: .x2, colorScheme: scheme, background: background)
            try Golden.assertImage(image, named: "corpus-api-\(name).\(scheme.rawValue)@2x", file: file, line: line)
        }
    }

    private func pixel<V: View>(_ view: V, _ scheme: ColorScheme = .light) throws -> RGBA8 {
        try render(view, size: .fixed(Size(width: 4, height: 4)), colorScheme: scheme)[2, 2]
    }

    // MARK: Label

    func testLabelWithSystemImageDrawsAsTheSymbolThenTheTitleSixPointsAfter() throws {
        let label = try render(Label("Add", systemImage: "plus"), size: .ideal, scale: .x2)
        let stack = try render(HStack(spacing: 6) { Image(systemName: "plus"); Text("Add") }, size: .ideal, scale: .x2)
        XCTAssertEqual(label, stack)
    }

    func testLabelIsGenericOverTitleAndIcon() {
        let label: Label<Text, Image> = Label("Add", systemImage: "plus")
        let custom: Label<Text, Circle> = Label { Text("Dot") } icon: { Circle() }
        let resource: Label<Text, SampleDestination.DestinationIcon> = Label(destination: SampleDestination.inbox)
        let button: Button<Label<Text, Image>> = Button("Add", systemImage: "plus") {}
        _ = (label, custom, resource, button)
        let dump = TextDump.dump(layout(Button(destination: SampleDestination.inbox) {}, size: .ideal))
        XCTAssertTrue(dump.contains("\"Inbox\""), dump)
        XCTAssertTrue(dump.contains("Circle"), dump)
    }

    func testLabelConfigurationInsideAStyleDrawsTheStandardLayout() {
        let styled = LayoutProbe(Label("Add", systemImage: "plus").labelStyle(TintedLabelStyle()), size: .ideal).rootFrame
        let plain = LayoutProbe(Label("Add", systemImage: "plus"), size: .ideal).rootFrame
        XCTAssertEqual(styled.size, plain.size)
    }

    func testLocalizedStringResourceReadsAsItsKey() {
        let resource: LocalizedStringResource = "\(3) items"
        XCTAssertEqual(resource.key, "%lld items")
        XCTAssertEqual(resource.description, "3 items")
        let dump = TextDump.dump(layout(Text(resource), size: .ideal))
        XCTAssertTrue(dump.contains("\"3 items\""), dump)
    }

    func testGenericLabelGolden() throws {
        try assertGoldens("generic-label", size: .ideal) {
            VStack(alignment: .leading, spacing: 12) {
                Label("Add", systemImage: "plus")
                Label(destination: SampleDestination.inbox)
                Label { Text("Custom").bold() } icon: { RoundedRectangle(cornerRadius: 4).fill(.green).frame(width: 20, height: 20) }
                Label("Tinted", systemImage: "star.fill").labelStyle(TintedLabelStyle())
            }
            .padding()
        }
    }

    // MARK: UIColor

    func testUIColorSystemColoursHaveUIKitsLightAndDarkValues() throws {
        XCTAssertEqual(try pixel(Color(.systemBlue)), RGBA8(r: 0x00, g: 0x7A, b: 0xFF))
        XCTAssertEqual(try pixel(Color(.systemBlue), .dark), RGBA8(r: 0x0A, g: 0x84, b: 0xFF))
        XCTAssertEqual(try pixel(Color(uiColor: .systemGroupedBackground)), RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        XCTAssertEqual(try pixel(Color(uiColor: .systemGroupedBackground), .dark), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(try pixel(Color(.secondarySystemBackground), .dark), RGBA8(r: 0x1C, g: 0x1C, b: 0x1E))
        XCTAssertEqual(try pixel(Color(.label), .dark), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(Color(.secondaryLabel), Color(uiColor: UIColor.secondaryLabel))
        XCTAssertNotEqual(Color(.red), Color(.systemRed))
    }

    func testExistingColourSpellingsStayUnambiguous() throws {
        XCTAssertEqual(Color(.white), Color(RGBA8.white))
        XCTAssertEqual(try pixel(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(try pixel(Color(.sRGB, white: 1, opacity: 1)), .white)
        XCTAssertNoThrow(try render(ColorSpellings(), size: .fixed(Size(width: 60, height: 120))))
        let chip = TextDump.dump(layout(SystemColorChip(title: "Hey"), size: .ideal))
        XCTAssertTrue(chip.contains("#007AFF"), chip)
    }

    // MARK: Canvas

    func testCanvasTakesTheOfferedSpaceAndRecordsEachCall() {
        let dump = TextDump.dump(layout(CanvasDots(), size: .ideal))
        XCTAssertTrue(dump.contains("Canvas (0, 0) 160×120 · commands: 7"), dump)
        XCTAssertTrue(dump.contains("Fill (10, 10) 40×40"), dump)
        XCTAssertTrue(dump.contains("Stroke (100, 20) 40×40"), dump)
        XCTAssertTrue(dump.contains("radial("), dump)
        XCTAssertTrue(dump.contains("\"Canvas\""), dump)
    }

    func testCanvasPathsAreDrawnWhereTheTransformPutsThem() throws {
        let view = Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 10, y: 10)
            moved.scaleBy(x: 2, y: 2)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
        }
        let image = try render(view, size: .fixed(Size(width: 40, height: 40)), background: .white)
        XCTAssertEqual(image[9, 9], .white)
        XCTAssertEqual(image[10, 10], .black)
        XCTAssertEqual(image[19, 19], .black)
        XCTAssertEqual(image[20, 20], .white)
    }

    func testCanvasOpacityFadesWhatIsDrawn() throws {
        let view = Canvas { context, size in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        let pixel = try render(view, size: .fixed(Size(width: 4, height: 4)), background: .white)[1, 1]
        XCTAssertEqual(Int(pixel.r), 128, accuracy: 1)
    }

    func testCanvasGolden() throws {
        try assertGoldens("canvas", size: .ideal) { CanvasDots().padding(8) }
    }
}
