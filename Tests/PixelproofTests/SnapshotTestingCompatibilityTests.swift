import Foundation
import Pixelproof
import TestSupport
import XCTest

private struct Swatch: View {
    var color: Color
    var body: some View { color.frame(width: 10, height: 6) }
}

/// The swift-snapshot-testing spellings against a temporary snapshot folder: what they record,
/// what they pass and fail, and the defaults set once. Complements SwiftSnapshotTestingStyleTests,
/// which uses them as a user would against committed references.
final class SnapshotTestingCompatibilityTests: XCTestCase {
    var folder = TemporaryDirectory(prefix: "pixelproof-sst")

    override func tearDown() {
        folder.remove()
    }

    /// Runs `body` with references and artifacts in the temporary folder.
    func inFolder<R>(record: SnapshotRecordMode = .missing, _ body: () throws -> R) rethrows -> R {
        try withSnapshotConfiguration(SnapshotConfiguration(record: record, artifactsFolder: folder.artifacts,
                                                            snapshotRoot: folder.snapshots, environment: [:]), operation: body)
    }

    /// The reference file `verifySnapshot(…, named: name)` in test `function` writes.
    func reference(_ name: String, _ ext: String = "png", function: String = #function) -> URL {
        let test = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        return folder.snapshots.appendingPathComponent("SnapshotTestingCompatibilityTests/\(test).\(name).\(ext)")
    }

    func testRecordsThenVerifiesThenFailsWithTheSameMessageAsTheParenthesisedSpelling() throws {
        inFolder {
            XCTAssertNotNil(verifySnapshot(of: Swatch(color: .red), as: .image, named: "swatch"))   // recorded
            XCTAssertNil(verifySnapshot(of: Swatch(color: .red), as: .image, named: "swatch"))
            let bare = verifySnapshot(of: Swatch(color: .blue), as: .image, named: "swatch")
            let parenthesised = verifySnapshot(of: Swatch(color: .blue), as: .image(), named: "swatch")
            XCTAssertNotNil(bare)
            XCTAssertEqual(bare, parenthesised)
            XCTAssertTrue(bare!.contains("pixels"), bare!)
        }
        let image = try PNGCodec.read(contentsOf: reference("swatch"))
        XCTAssertEqual([image.width, image.height], [10, 6])
        XCTAssertEqual(image[0, 0], RGBA8(r: 255, g: 59, b: 48))
    }

    func testRecordTrueRewritesAndFailsRecordFalseLeavesTheModeToTheConfiguration() {
        inFolder {
            XCTAssertNotNil(verifySnapshot(of: Swatch(color: .red), as: .image, named: "r"))
            XCTAssertNil(verifySnapshot(of: Swatch(color: .red), as: .image, named: "r", record: false))
            let recorded = verifySnapshot(of: Swatch(color: .green), as: .image, named: "r", record: true)
            XCTAssertTrue(recorded?.lowercased().contains("record") == true, recorded ?? "nil")
            XCTAssertNil(verifySnapshot(of: Swatch(color: .green), as: .image, named: "r"))
        }
    }

    func testLayoutsGiveTheirSizes() throws {
        inFolder {
            _ = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)), named: "fixed")
            _ = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .sizeThatFits), named: "fits")
            _ = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .device(config: .iPhone13)), named: "iPhone13")
            _ = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .device(config: .iPhone13(.landscape))), named: "landscape")
        }
        func size(_ name: String) throws -> [Int] {
            let image = try PNGCodec.read(contentsOf: reference(name, function: "testLayoutsGiveTheirSizes"))
            return [image.width, image.height]
        }
        XCTAssertEqual(try size("fixed"), [30, 20])
        XCTAssertEqual(try size("fits"), [10, 6])
        XCTAssertEqual(try size("iPhone13"), [390 * 3, 844 * 3])   // the device's traits: 3x
        XCTAssertEqual(try size("landscape"), [844 * 3, 390 * 3])
    }

    func testDeviceContentStaysInsideTheSafeArea() throws {
        inFolder {
            _ = verifySnapshot(of: Color.red, as: .image(layout: .device(config: .iPhoneSe), traits: .init(displayScale: 1)), named: "se")
        }
        let image = try PNGCodec.read(contentsOf: reference("se"))
        XCTAssertEqual([image.width, image.height], [320, 568])
        XCTAssertEqual(image[160, 10], RGBA8(r: 255, g: 255, b: 255), "the 20-point status bar shows the system background")
        XCTAssertEqual(image[160, 30], RGBA8(r: 255, g: 59, b: 48))
        inFolder {
            _ = verifySnapshot(of: Color.red, as: .image(layout: .device(config: .iPhoneSe),
                                                         traits: .init(traitsFrom: [.init(displayScale: 1), .init(userInterfaceStyle: .dark)])),
                               named: "seDark")
        }
        let dark = try PNGCodec.read(contentsOf: reference("seDark"))
        XCTAssertEqual(dark[160, 10], RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(dark[160, 30], RGBA8(r: 255, g: 69, b: 58))
    }

    func testTraitsAndPrecision() throws {
        inFolder {
            _ = verifySnapshot(of: Swatch(color: .primary), as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
            _ = verifySnapshot(of: Swatch(color: .primary), as: .image(traits: .init(displayScale: 3)), named: "x3")
            _ = verifySnapshot(of: Swatch(color: Color(RGBA8(r: 100, g: 100, b: 100))), as: .image, named: "grey")
            // One channel step is far below ΔE 2: passes with perceptualPrecision 0.98, fails exactly.
            XCTAssertNil(verifySnapshot(of: Swatch(color: Color(RGBA8(r: 101, g: 100, b: 100))),
                                        as: .image(precision: 1, perceptualPrecision: 0.98), named: "grey"))
            XCTAssertNotNil(verifySnapshot(of: Swatch(color: Color(RGBA8(r: 101, g: 100, b: 100))), as: .image, named: "grey"))
        }
        XCTAssertEqual(try PNGCodec.read(contentsOf: reference("dark"))[0, 0], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(try PNGCodec.read(contentsOf: reference("x3")).width, 30)
    }

    func testDefaultsSetOnceReachEveryAssertionAndTheNearestWins() throws {
        inFolder {
            withSnapshotTesting(scale: .x2, colorScheme: .dark) {
                _ = verifySnapshot(of: Swatch(color: .primary), as: .image, named: "defaults")
                _ = verifySnapshot(of: Swatch(color: .primary), as: .image(scale: .x1), named: "assertionWins")
                withSnapshotTesting(colorScheme: .light) {
                    _ = verifySnapshot(of: Swatch(color: .primary), as: .image, named: "innerWins")
                }
            }
        }
        let defaults = try PNGCodec.read(contentsOf: reference("defaults"))
        XCTAssertEqual(defaults.width, 20)
        XCTAssertEqual(defaults[0, 0], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(try PNGCodec.read(contentsOf: reference("assertionWins")).width, 10)
        let inner = try PNGCodec.read(contentsOf: reference("innerWins"))
        XCTAssertEqual(inner.width, 20)
        XCTAssertEqual(inner[0, 0], RGBA8(r: 0, g: 0, b: 0))
    }

    func testDefaultTokensReachTheView() throws {
        let tokens = TokenTable(colors: ["swatch.fill": .init(light: RGBA8(r: 1, g: 2, b: 3), dark: RGBA8(r: 4, g: 5, b: 6))])
        inFolder {
            withSnapshotTesting(tokens: tokens) {
                XCTAssertNotNil(verifySnapshot(of: Swatch(color: Color(token: "swatch.fill")), as: .image, named: "tokens"))
            }
            let missing = verifySnapshot(of: Swatch(color: Color(token: "swatch.fill")), as: .image, named: "noTokens")
            XCTAssertTrue(missing?.contains("swatch.fill") == true, missing ?? "nil")
        }
        XCTAssertEqual(try PNGCodec.read(contentsOf: reference("tokens"))[0, 0], RGBA8(r: 1, g: 2, b: 3))
    }

    func testAssertSnapshotsNamesDictionaryEntriesByKeyAndNumbersArrayEntries() {
        inFolder {
            // Recorded under the names assertSnapshots gives, then asserted (a recording would fail the test).
            _ = verifySnapshot(of: Swatch(color: .red), as: .image, named: "light")
            _ = verifySnapshot(of: Swatch(color: .red), as: .image(traits: .init(displayScale: 2)), named: "x2")
            _ = verifySnapshot(of: Swatch(color: .red), as: .image, named: "1")
            _ = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .fixed(width: 4, height: 4)), named: "2")
            assertSnapshots(of: Swatch(color: .red), as: ["light": .image, "x2": .image(traits: .init(displayScale: 2))])
            assertSnapshots(of: Swatch(color: .red), as: [.image, .image(layout: .fixed(width: 4, height: 4))])
            let swapped = verifySnapshot(of: Swatch(color: .red), as: .image(traits: .init(displayScale: 2)), named: "light")
            XCTAssertTrue(swapped?.contains("20×12") == true || swapped?.contains("size") == true, swapped ?? "nil")
        }
    }

    func testDiffToolCommandFollowsTheFailureMessage() {
        inFolder {
            _ = verifySnapshot(of: Swatch(color: .red), as: .image, named: "tool")
            withSnapshotTesting(diffTool: "ksdiff") {
                let message = verifySnapshot(of: Swatch(color: .blue), as: .image, named: "tool") ?? ""
                XCTAssertTrue(message.contains("ksdiff \"" + reference("tool").path + "\" \""), message)
            }
        }
    }

    /// The reference texts swift-snapshot-testing's own test suite records for these values.
    func testDumpWritesSwiftSnapshotTestingsFormat() {
        struct User { let id: Int, name: String, bio: String }
        XCTAssertEqual(dumped(User(id: 1, name: "Blobby", bio: "Blobbed around the world.")), """
            ▿ User
              - bio: "Blobbed around the world."
              - id: 1
              - name: "Blobby"

            """)
        struct Person: Hashable { let name: String }
        struct DictionarySetContainer { let dict: [String: Int], set: Set<Person> }
        XCTAssertEqual(dumped(DictionarySetContainer(dict: ["c": 3, "a": 1, "b": 2], set: [.init(name: "Brandon"), .init(name: "Stephen")])), """
            ▿ DictionarySetContainer
              ▿ dict: 3 key/value pairs
                ▿ (2 elements)
                  - key: "a"
                  - value: 1
                ▿ (2 elements)
                  - key: "b"
                  - value: 2
                ▿ (2 elements)
                  - key: "c"
                  - value: 3
              ▿ set: 2 members
                ▿ Person
                  - name: "Brandon"
                ▿ Person
                  - name: "Stephen"

            """)
        XCTAssertEqual(dumped("a" as Character), "- \"a\"\n")
        XCTAssertEqual(dumped(Data("Hello, world!".utf8)), "- 13 bytes\n")
        XCTAssertEqual(dumped(Date(timeIntervalSinceReferenceDate: 0)), "- 2001-01-01T00:00:00Z\n")
        XCTAssertEqual(dumped(NSObject()), "- <NSObject>\n")
        XCTAssertEqual(dumped("Hello, world!".dropLast(8)), "- \"Hello\"\n")
        XCTAssertEqual(dumped(URL(string: "https://www.pointfree.co")!), "- https://www.pointfree.co\n")
        XCTAssertEqual(dumped([1, 2]), "▿ 2 elements\n  - 1\n  - 2\n")
        XCTAssertEqual(dumped(Optional<Int>.none), "- Optional<Int>.none\n")
    }

    func testDumpStopsAtACycle() {
        final class Node { var next: Node?; init() {} }
        let node = Node()
        node.next = node
        XCTAssertEqual(dumped(node), "▿ Node\n  ▿ next: Optional<Node>\n    ▿ some (circular reference detected)\n")
    }

    func dumped<T>(_ value: T) -> String {
        (try? Snapshotting<T, String>.dump.snapshot(value)) ?? "<threw>"
    }

    func testJSONIsPrettyPrintedWithSortedKeysInAJSONFile() throws {
        struct User: Encodable { let name: String, id: Int }
        inFolder { _ = verifySnapshot(of: User(name: "Blobby", id: 1), as: .json, named: "user") }
        let text = try String(contentsOf: reference("user", "json"), encoding: .utf8)
        XCTAssertEqual(text, "{\n  \"id\" : 1,\n  \"name\" : \"Blobby\"\n}")
    }
}

extension SnapshotTestingCompatibilityTests {
    func testPlistIsAnXMLPropertyListInAPlistFile() throws {
        struct User: Encodable { let name: String, id: Int }
        inFolder { _ = verifySnapshot(of: User(name: "Blobby", id: 1), as: .plist, named: "user") }
        let text = try String(contentsOf: reference("user", "plist", function: "testPlistIsAnXMLPropertyListInAPlistFile"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("<?xml"), text)
        XCTAssertTrue(text.contains("<key>name</key>"), text)
        XCTAssertTrue(text.contains("<string>Blobby</string>"), text)
    }
}
