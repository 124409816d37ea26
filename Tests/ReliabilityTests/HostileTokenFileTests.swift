import Foundation
import Tokens
import XCTest

/// Token files built to exhaust the parser or the resolver: each is refused with a message that
/// names the file and what to do, and none takes memory or stack out of proportion to its size.
final class HostileTokenFileTests: XCTestCase {
    /// Made in `setUp`, not as a default value: XCTest creates an instance of every test class even
    /// for a filtered run, and a folder made there would outlive the tests that never ran.
    var folder: ScratchFolder!

    override func setUp() {
        folder = ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func write(_ bytes: [UInt8], to name: String) throws -> URL {
        let url = folder.url.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    /// The problems `TokenSet.load(paths:)` reports for `urls`, one description each.
    func problems(loading urls: [URL]) -> [String] {
        do {
            _ = try TokenSet.load(paths: urls)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    func testTenThousandNestedGroupsAreRefusedAtTheDepthLimit() throws {
        let text = String(repeating: "{\"g\":", count: 10_000) + "{}" + String(repeating: "}", count: 10_000)
        let url = try write(Array(text.utf8), to: "deep.tokens.json")
        XCTAssertEqual(problems(loading: [url]), [
            "deep.tokens.json:1: invalid JSON: nesting deeper than 128 levels; token files never need this, check for a generated or corrupted file",
        ])
    }

    func testFiftyMegabyteFileIsRefusedBeforeItIsRead() throws {
        let url = folder.url.appendingPathComponent("huge.tokens.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        XCTAssertEqual(problems(loading: [url]), [
            "huge.tokens.json:1: invalid JSON: file is 52428800 bytes, more than the 16777216-byte limit; split it into several token files",
        ])
    }

    func testAliasChainOfTwentyThousandTokensIsReportedWithoutExhaustingTheStack() throws {
        var members = ["\"t0\": {\"$type\": \"color\", \"$value\": \"#102030\"}"]
        for index in 1..<20_000 { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
        let url = try write(Array(("{" + members.joined(separator: ",\n") + "}").utf8), to: "chain.tokens.json")
        let found = problems(loading: [url])
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.contains("alias chain longer than 256 tokens reaches this token; point the aliases at their final token (skipped because of this:") }, "\(found.prefix(3))")
    }

    func testResolverWhoseModifiersMultiplyIntoMillionsOfModesIsRefused() throws {
        _ = try write(Array("{\"c\": {\"$type\": \"color\", \"$value\": \"#000000\"}}".utf8), to: "base.tokens.json")
        var modifiers: [String] = []
        for index in 0..<20 {
            modifiers.append("\"m\(index)\": {\"contexts\": {\"a\": [{\"$ref\": \"base.tokens.json\"}], \"b\": [{\"$ref\": \"base.tokens.json\"}]}}")
        }
        let text = "{\"version\": \"2025.10\", \"modifiers\": {" + modifiers.joined(separator: ", ") + "}}"
        let url = try write(Array(text.utf8), to: "many.resolver.json")
        XCTAssertEqual(problems(loading: [url]), [
            "many.resolver.json: 20 modifiers make 1048576 modes, more than the 256 a token set may have; split the set or drop modifiers",
        ])
    }
}
