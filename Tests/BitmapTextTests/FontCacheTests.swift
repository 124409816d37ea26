import Dispatch
import XCTest
@testable import BitmapText

final class FontCacheTests: XCTestCase {
    func testConcurrentLoadsShareOneParsedStrike() throws {
        let descriptor = StrikeDescriptor(source: .helvetica, face: FontFace(isBold: true, isItalic: true), pixelSize: 14)
        let library = FontLibrary()
        let identities = ConcurrentResults<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            identities.append(ObjectIdentifier(library.strike(descriptor)))
        }
        XCTAssertEqual(Set(identities.values).count, 1)
        XCTAssertEqual(identities.values.count, 16)
    }

    func testConcurrentLayoutsMatchASerialOne() {
        let text = "Concurrent layouts use the shared font cache — αβγ → ┌─┐"
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
