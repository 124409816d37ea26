import Foundation
import XCTest

/// Third-party files this project may not commit (published token sets and the DTCG spec's
/// examples, fetched from public repositories): they are looked for outside the repository, in
/// `$PIXELPROOF_EXTERNAL_FIXTURES/<name>` or `../shared/fixtures/<name>` beside the checkout, and
/// the tests that need them are skipped, saying so, where neither exists.
enum ExternalFixtures {
    static func folder(_ name: String) throws -> URL {
        // This file is <package>/Tests/TokensTests/Support/ExternalFixtures.swift.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var candidates: [URL] = []
        if let root = ProcessInfo.processInfo.environment["PIXELPROOF_EXTERNAL_FIXTURES"] {
            candidates.append(URL(fileURLWithPath: root).appendingPathComponent(name))
        }
        candidates.append(packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/\(name)"))
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            return candidate
        }
        throw XCTSkip("external fixtures '\(name)' not found (looked in \(candidates.map(\.path).joined(separator: ", "))); "
            + "they are third-party files kept out of the repository")
    }
}
