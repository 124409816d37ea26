import Foundation
@testable import Snapshots
import XCTest

/// Pages that embed images write the base64 themselves (`PageBytes.appendBase64`); it must be
/// Foundation's text byte for byte, or pages would change.
final class PageBytesTests: XCTestCase {
    func testBase64IsFoundationsForEveryLengthAndByte() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 33)
        }
        var inputs: [[UInt8]] = (0..<70).map { count in (0..<count).map { _ in next() } }
        inputs.append(Array(0...255))
        inputs.append([0xFF, 0xFE, 0xFD, 0x00])
        inputs.append((0..<100_003).map { _ in next() })
        for input in inputs {
            var page = PageBytes(reserving: 0)
            page += "src=\""
            page.appendBase64(input)
            page += "\""
            XCTAssertEqual(String(decoding: page.bytes, as: UTF8.self), "src=\"" + Data(input).base64EncodedString() + "\"", "\(input.count) bytes")
        }
    }

    func testAnEmbeddedSourceIsTheSameAsTheStringOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([1, 2, 3, 4, 5]).write(to: folder.appendingPathComponent("read.png"))
        let held: [UInt8] = [9, 8, 7]
        for paths in [["held.png", "read.png", "missing dir/x.png"]] {
            let images = PageImages(paths: paths, folder: folder, bytes: ["held.png": held])
            XCTAssertTrue(images.embed)
            for path in paths {
                var page = PageBytes(reserving: images.embeddedSize)
                images.appendSource(path, to: &page)
                XCTAssertEqual(String(decoding: page.bytes, as: UTF8.self), images.source(path), path)
            }
        }
    }

    /// A page kept as parts (large ones shared, not copied) reads and writes as one buffer would:
    /// `bytes`, `count` and the file `ContainedFolder.write(parts:)` writes through `writev`, with
    /// more buffers than one `writev` takes (`IOV_MAX`) and empty ones among them.
    func testPartsReadAndWriteAsOneBuffer() throws {
        var page = PageBytes(reserving: 16)
        var expected: [UInt8] = []
        for index in 0..<2_500 {
            let text = "<p>\(index)</p>"
            page += text
            expected += Array(text.utf8)
            if index % 3 == 0 {
                let large = [UInt8](repeating: UInt8(index & 0x7F), count: PageBytes.sharedPartSize + index % 7)
                page.append(large)
                expected += large
            }
            if index % 5 == 0 { page.append([UInt8]()) }
        }
        XCTAssertGreaterThan(page.parts.count, 1_024)
        XCTAssertEqual(page.bytes, expected)
        XCTAssertEqual(page.count, expected.count)
        let folder = ContainedFolder(root: FileManager.default.temporaryDirectory.appendingPathComponent("page-parts-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: folder.root) }
        try folder.write(parts: page.parts, to: ["a", "page.html"])
        XCTAssertEqual(try folder.read(["a", "page.html"]), expected)
        try folder.write(parts: [[1, 2], [], [3]], to: ["a", "page.html"], inPlace: true)
        XCTAssertEqual(try folder.read(["a", "page.html"]), [1, 2, 3])
        try folder.write(parts: [], to: ["empty.html"])
        XCTAssertEqual(try folder.read(["empty.html"]), [])
    }

    /// Escaping on bytes is the old escaping (by `Character`) for any text in which no `&`, `<`,
    /// `>`, `"` or `'` starts a longer character; and where one does (`&` then a combining mark)
    /// the special byte is escaped too, as a browser reads it.
    func testEscapingOnBytesIsTheCharacterEscapingAndClosesTheCombiningMarkHole() {
        func byCharacter(_ text: String) -> String {
            var result = ""
            for character in text {
                switch character {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&#39;"
                default: result.append(character)
                }
            }
            return result
        }
        let pieces = ["a", "&", "<", ">", "\"", "'", "é", "🙂", " ", "\n", "=", "\u{0}", "日本", "\r\n", "?"]
        var seed: UInt64 = 7
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(seed % 12) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(seed >> 33) % pieces.count]
            }
            XCTAssertEqual(HTMLReport.escape(text), byCharacter(text), text.debugDescription)
        }
        XCTAssertEqual(HTMLReport.escape("plain text"), "plain text")
        XCTAssertEqual(HTMLReport.escape("\"\u{301} onload=x"), "&quot;\u{301} onload=x")
        XCTAssertEqual(HTMLReport.escape("<\u{338}script>"), "&lt;\u{338}script&gt;")
        XCTAssertEqual(byCharacter("\"\u{301}"), "\"\u{301}", "the old escaping let a quote with a combining mark through")
    }

    /// `FileSize` is `stat`'s size, links followed; nil for a missing file.
    func testFileSizeFollowsLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.png")
        try Data(repeating: 1, count: 12_345).write(to: file)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: file.path)
        XCTAssertEqual(FileSize.of(file.path), 12_345)
        XCTAssertEqual(FileSize.of(folder.appendingPathComponent("link.png").path), 12_345)
        XCTAssertNil(FileSize.of(folder.appendingPathComponent("missing.png").path))
    }
}
