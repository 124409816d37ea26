import Raster
import SwiftUI
import XCTest

// Previews as real component files declare them.

private struct Badge: View {
    let title: String
    var body: some View {
        Text(title).padding(.horizontal, 8).padding(.vertical, 4).background(Color.orange, in: Capsule())
    }
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(title: "New")
                .previewDisplayName("Default")
            Badge(title: "Sale")
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark")
            Badge(title: "Wide")
                .previewLayout(.fixed(width: 200, height: 60))
        }
        .previewLayout(.sizeThatFits)
        .padding()
    }
}

private struct Screen_Previews: PreviewProvider {
    static var platform: PreviewPlatform? { .iOS }
    static var previews: some View {
        Badge(title: "Screen")
            .previewDevice("iPhone 15 Pro")
            .previewInterfaceOrientation(.landscapeLeft)
        ForEach(["A", "B"], id: \.self) { name in
            Badge(title: name).previewDisplayName("Badge \(name)")
        }
    }
}

#Preview("Badge") {
    Badge(title: "Macro")
}

#Preview(traits: .sizeThatFitsLayout, .landscapeLeft) {
    let title = "Traits"
    VStack {
        Badge(title: title)
        Text("with a \"quoted\" { brace")
    }
}

#Preview {
    @Previewable @State var title = "Unnamed"
    Badge(title: title)
}

final class PreviewTests: XCTestCase {
    func testPreviewsOfAGroupAreListedWithTheirNamesAndLayouts() {
        let previews = Badge_Previews.pixelproofPreviews
        XCTAssertEqual(previews.map(\.name), ["Default", "Dark", "Preview 3"])
        XCTAssertEqual(previews.map(\.displayName), ["Default", "Dark", nil])
        XCTAssertEqual(previews.map(\.layout), [.sizeThatFits, .sizeThatFits, .fixed(width: 200, height: 60)],
                       "the innermost previewLayout wins over the group's")
        XCTAssertEqual(previews[0].renderSize, .ideal)
        XCTAssertEqual(previews[2].renderSize, .fixed(Size(width: 200, height: 60)))
    }

    func testModifiersOnTheGroupApplyToEachPreview() {
        let previews = Badge_Previews.pixelproofPreviews
        let dump = LayoutProbe(previews[0].view, size: .ideal).result.textDump
        XCTAssertTrue(dump.hasPrefix("Root (0, 0) "), dump)
        XCTAssertTrue(dump.contains("Padding"), "the group's .padding() wraps each preview:\n\(dump)")
        XCTAssertTrue(dump.contains("\"New\""), dump)
        let dark = LayoutProbe(previews[1].view, size: .ideal).result.textDump
        XCTAssertTrue(dark.contains("\"Sale\""), dark)
    }

    func testPreviewDeviceOrientationAndForEach() {
        let previews = Screen_Previews.pixelproofPreviews
        XCTAssertEqual(previews.map(\.name), ["Preview 1", "Badge A", "Badge B"])
        XCTAssertEqual(previews[0].device, "iPhone 15 Pro")
        XCTAssertEqual(previews[0].orientation, .landscapeLeft)
        XCTAssertEqual(previews[0].renderSize, .fixed(Size(width: 852, height: 393)))
        XCTAssertEqual(previews[1].renderSize, .fixed(Size(width: 393, height: 852)), "the device layout: an iPhone 15")
        XCTAssertEqual(Screen_Previews.platform, .iOS)
    }

    func testEveryPreviewRenders() throws {
        for preview in Badge_Previews.pixelproofPreviews + Screen_Previews.pixelproofPreviews {
            let image = try render(preview.view, size: preview.renderSize, scale: .x1)
            XCTAssertGreaterThan(image.width, 0, preview.name)
        }
    }

    @MainActor func testMacroPreviewsAreFoundWithNamesTraitsAndSource() throws {
        let previews = PixelproofPreview.macroPreviews(fileID: "SwiftUITests/PreviewTests.swift")
        XCTAssertEqual(previews.map(\.name), ["Badge", "Preview", "Preview"])
        XCTAssertEqual(previews.map(\.displayName), ["Badge", nil, nil])
        XCTAssertEqual(previews.map(\.layout), [.device, .sizeThatFits, .device])
        XCTAssertEqual(previews.map(\.orientation), [.portrait, .landscapeLeft, .portrait])
        XCTAssertEqual(previews.map { $0.source ?? "" }, ["SwiftUITests/PreviewTests.swift:42",
                                                         "SwiftUITests/PreviewTests.swift:46",
                                                         "SwiftUITests/PreviewTests.swift:54"])
        let dump = LayoutProbe(previews[1].view, size: .ideal).result.textDump
        XCTAssertTrue(dump.contains("\"Traits\""), dump)
        XCTAssertTrue(dump.contains("with a \\\"quoted\\\" { brace"), dump)
        for preview in previews {
            XCTAssertGreaterThan(try render(preview.view, size: preview.renderSize).width, 0)
        }
        XCTAssertEqual(PixelproofPreview.macroPreviews(fileID: "NoSuchModule/").count, 0)
    }

    /// Private providers are found through the runtime's type records, as Xcode finds them, by
    /// the module that declares them; no other module's providers are listed.
    func testPreviewProvidersOfAModuleAreFoundPrivateOnesIncluded() {
        let found = PixelproofPreview.previewProviders(module: "SwiftUITests").map { String(describing: $0) }
        XCTAssertTrue(found.contains("Badge_Previews"), "\(found)")
        XCTAssertTrue(found.contains("Screen_Previews"), "\(found)")
        XCTAssertFalse(found.contains("Badge"), "a view that is not a provider: \(found)")
        XCTAssertEqual(found, found.sorted(), "ordered by name")
        XCTAssertTrue(PixelproofPreview.previewProviders(module: "NoSuchModule").isEmpty)
        func names<P: PreviewProvider>(_ provider: P.Type) -> [String] { provider.pixelproofPreviews.map(\.name) }
        let badge = PixelproofPreview.previewProviders(module: "SwiftUITests").first { String(describing: $0) == "Badge_Previews" }
        XCTAssertEqual(badge.map { names($0) }, ["Default", "Dark", "Preview 3"])
    }
}
