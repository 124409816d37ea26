@testable import DesignLint
import Foundation
import XCTest

/// Broken Swift never crashes the lint: every prefix of a real file (unclosed strings,
/// comments, brackets), and bytes from a fixed pseudo-random stream.
final class HostileInputTests: XCTestCase {
    func testEveryTruncationOfARealFileLints() throws {
        // A real component of this repository (Tests/DesignLintTests/ → the package root).
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/DesignSystem/Components/DSTextField.swift")
        let bytes = Array(try Data(contentsOf: url))
        for length in stride(from: 0, through: bytes.count, by: 7) {
            let lint = LintTestSupport.lint(String(decoding: bytes[0..<length], as: UTF8.self))
            for finding in lint.findings {
                XCTAssertLessThanOrEqual(finding.line, lint.lineCount, "prefix of \(length) bytes: \(finding.plainText)")
            }
        }
    }

    func testPseudoRandomSwiftishBytesLint() {
        let alphabet = Array("().,:[]{}\"#\\/*-0123456789 \n.padding(cornerRadius:Color(red:#colorLiteral(\"\"\"".utf8) + [0xC3, 0xA9, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<200 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let lint = LintTestSupport.lint(String(decoding: bytes, as: UTF8.self))
            XCTAssertTrue(lint.findings.allSatisfy { $0.line >= 1 && $0.line <= lint.lineCount && $0.column >= 1 })
        }
    }
}
