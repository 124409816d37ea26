// A test file as a swift-snapshot-testing user writes it: only the import differs
// (`import SnapshotTesting` became `import Pixelproof`). Its references live in
// __Snapshots__/SwiftSnapshotTestingStyleTests/ and were recorded by running it once.
import Pixelproof
import XCTest

private struct Row: View {
    var title: String
    var detail: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(detail).foregroundStyle(.secondary)
        }
        .padding()
        .background(.background)
    }
}

private struct Banner: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("Synced")
            .padding(8)
            .background(colorScheme == .dark ? Color.black : Color.yellow)
    }
}

final class SwiftSnapshotTestingStyleTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .missing, diffTool: .ksdiff) {
            super.invokeTest()
        }
    }

    func testImageWithoutParentheses() {
        assertSnapshot(of: Row(title: "Wi-Fi", detail: "Home"), as: .image)
    }

    func testAnySomeViewWithoutAnyView() {
        assertSnapshot(of: Row(title: "Bluetooth", detail: "Off").disabled(true), as: .image)
        assertSnapshot(of: Row(title: "Bluetooth", detail: "Off").opacity(0.5), as: .image(layout: .sizeThatFits))
    }

    func testLayouts() {
        assertSnapshot(of: Row(title: "Fixed", detail: "390×200"), as: .image(layout: .fixed(width: 390, height: 200)))
        assertSnapshot(of: Row(title: "Fits", detail: "ideal"), as: .image(layout: .sizeThatFits))
        assertSnapshot(of: Row(title: "Device", detail: "iPhone SE"), as: .image(layout: .device(config: .iPhoneSe)),
                       named: "iPhoneSe")
    }

    func testPrecisionAndTraits() {
        assertSnapshot(of: Banner(), as: .image(precision: 0.99, perceptualPrecision: 0.98))
        assertSnapshot(of: Banner(), as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
    }

    func testAssertSnapshotsWithAnArrayAndADictionary() {
        assertSnapshots(of: Banner(), as: [.image, .image(traits: .init(displayScale: 2))])
        assertSnapshots(of: Banner(), as: ["light": .image, "dark": .image(traits: .init(userInterfaceStyle: .dark))])
    }

    func testTextStrategies() {
        struct User: Encodable { let id: Int, name: String, bio: String }
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        assertSnapshot(of: user, as: .dump)
        assertSnapshot(of: user, as: .json)
        assertSnapshot(of: "line one\nline two", as: .lines)
        assertSnapshot(of: [1, 2, 3], as: .description)
        assertSnapshot(of: user, as: .plist)
    }
}

#if canImport(Testing)
import Testing

/// The same idioms under Swift Testing: swift-snapshot-testing's `.snapshots(record:diffTool:)`
/// trait, plus Pixelproof's render defaults set once for the suite.
@Suite(.snapshots(record: .missing, diffTool: .ksdiff, scale: .x2, colorScheme: .dark))
struct SwiftSnapshotTestingTraitSnapshots {
    @Test func bannerWithSuiteDefaults() {
        assertSnapshot(of: Banner(), as: .image)   // 2x, dark: the suite's defaults
    }

    @Test func rowOnAFixedLayout() {
        assertSnapshot(of: Row(title: "Trait", detail: "2x").disabled(true), as: .image(layout: .fixed(width: 200, height: 44)))
    }
}
#endif
