import Dispatch
import XCTest
@testable import BitmapText

final class FontCacheTests: XCTestCase {
    func testConcurrentLoadsShareOneParsedFace() throws {
        let descriptor = FaceDescriptor(design: .inter, weight: 700, isItalic: true)
        let library = FontLibrary()
        let identities = ConcurrentResults<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            identities.append(ObjectIdentifier(library.face(descriptor)))
        }
        XCTAssertEqual(Set(identities.values).count, 1)
        XCTAssertEqual(identities.values.count, 16)
    }

    func testConcurrentMasksMatchASerialOne() {
        let face = FontLibrary().face(FaceDescriptor(design: .inter, weight: 400, isItalic: false))
        let serial = (0..<40).map { face.mask(glyph: $0, pixelsPerEm64: 23 * 64 + 17, phase: $0 & 3).mask }
        let results = ConcurrentResults<[UInt8]>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append((0..<40).flatMap { face.mask(glyph: $0, pixelsPerEm64: 23 * 64 + 17, phase: $0 & 3).mask.values })
        }
        XCTAssertEqual(results.values, Array(repeating: serial.flatMap(\.values), count: 8))
    }

    func testConcurrentLayoutsMatchASerialOne() {
        let text = "Concurrent layouts use the shared font cache — αβγ → ●"
        let serial = TextLayout(text: text, style: .callout, maxWidth: 120).lineTexts
        let results = ConcurrentResults<[String]>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(TextLayout(text: text, style: .callout, maxWidth: 120).lineTexts)
        }
        XCTAssertEqual(results.values, Array(repeating: serial, count: 8))
    }
}

/// Collects values appended from several threads.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}
