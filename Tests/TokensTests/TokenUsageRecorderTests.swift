import DesignSystem
@testable import Tokens
import XCTest

final class TokenUsageRecorderTests: XCTestCase {
    func testLookupsRecordThePathsReadSorted() throws {
        let recorder = TokenUsageRecorder()
        let tokens = try TokenSet.shipped.resolved(mode: "dark").recording(into: recorder)
        _ = tokens.color(.textPrimary)
        _ = tokens.dimension(.spaceLg)
        _ = tokens.color(.bgCanvas)
        _ = tokens.color(.textPrimary)
        XCTAssertEqual(recorder.paths, ["color.bg.canvas", "color.text.primary", "space.lg"])
        XCTAssertEqual(recorder.missingPaths, [])
    }

    func testMissingTokenGivesAFallbackAndIsRecordedAsMissing() {
        let recorder = TokenUsageRecorder()
        let tokens = TokenSet.shipped.defaultTokens.recording(into: recorder)
        XCTAssertEqual(tokens.color(ColorToken("color.nope")).hexString, "#FF00FF")
        XCTAssertEqual(tokens.dimension(DimensionToken("color.text.primary")), 0)
        XCTAssertEqual(recorder.missingPaths, ["color.nope", "color.text.primary"])
        XCTAssertEqual(recorder.paths, [])
    }

    func testRecordingFromManyThreadsKeepsEveryPath() {
        let recorder = TokenUsageRecorder()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            recorder.record("token.\(index % 8)")
        }
        XCTAssertEqual(recorder.paths, (0..<8).map { "token.\($0)" })
    }

    func testLookupsWithoutARecorderRecordNothing() {
        let recorder = TokenUsageRecorder()
        _ = TokenSet.shipped.defaultTokens.color(.textPrimary)
        XCTAssertEqual(recorder.paths, [])
    }
}
