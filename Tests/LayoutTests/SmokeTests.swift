import Layout
import XCTest

final class SmokeTests: XCTestCase {
    func testSeedScreenDumps() {
        let result = layout(SeedScreen(), size: .width(390), tokens: seedTokens)
        print(result.textDump)
        XCTAssertEqual(result.problems, [])
    }
}
