import Foundation
@testable import Tokens
import XCTest

/// Every token-document example of the Format and Color Modules 2025.10 (external fixtures
/// `tokens/spec`, see `ExternalFixtures`): each
/// loads, or is refused with the true message `expected.tsv` names (examples that are fragments,
/// that the spec calls invalid, or that break one of its own MUST rules).
final class SpecExampleTests: XCTestCase {
    private var folder: URL { get throws { try ExternalFixtures.folder("tokens/spec") } }

    private struct Expectation {
        var file: String
        var section: String
        var loads: Bool
        var evidence: String
    }

    private func expectations() throws -> [Expectation] {
        let table = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Expectation(file: cells[0], section: "\(cells[1]) \(cells[2])", loads: cells[3] == "loads", evidence: cells[4])
        }
    }

    func testEverySpecExampleLoadsOrIsRefusedForItsStatedReason() throws {
        let all = try expectations()
        XCTAssertEqual(all.count, 78)
        XCTAssertEqual(all.filter(\.loads).count, 59)
        let folder = try folder
        for expectation in all {
            do {
                _ = try TokenSet.load(files: [folder.appendingPathComponent(expectation.file)])
                XCTAssertTrue(expectation.loads, "\(expectation.file) (\(expectation.section)) loads but should be refused for: \(expectation.evidence)")
            } catch {
                XCTAssertFalse(expectation.loads, "\(expectation.file) (\(expectation.section)): \(error)")
                XCTAssertTrue(error.problems.contains { $0.message.contains(expectation.evidence) }, "\(expectation.file): \(error)")
                XCTAssertTrue(error.problems.allSatisfy { !$0.message.isEmpty }, "\(expectation.file): \(error)")
            }
        }
    }

    /// The examples written with colour objects in each space load, so every space is covered.
    func testColorModuleExamplesCoverEveryColourSpace() throws {
        var spaces = Set<String>()
        for expectation in try expectations() where expectation.loads {
            let text = try String(contentsOf: folder.appendingPathComponent(expectation.file), encoding: .utf8)
            for space in ColorSpaceConversion.Space.allCases where text.contains("\"\(space.rawValue)\"") { spaces.insert(space.rawValue) }
        }
        XCTAssertEqual(spaces.count, 14, "\(Set(ColorSpaceConversion.Space.allCases.map(\.rawValue)).subtracting(spaces))")
    }
}
