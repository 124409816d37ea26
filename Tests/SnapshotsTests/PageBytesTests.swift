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
}
