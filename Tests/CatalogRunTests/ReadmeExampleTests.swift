import DesignSystem
import Pixelproof
import Testing
import XCTest

// The README's first snapshot tests, word for word, so the example keeps compiling and passing.
// Their references are under __Snapshots__/ReadmeExampleTests/.

final class BadgeTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: Badge(count: 3), as: .image(scale: .x2, tokens: TokenSet.shipped))
    }
}

@Suite struct BadgeSnapshots {
    @Test func badgeInDark() {
        assertSnapshot(of: Badge(count: 120), as: .image(scale: .x2, colorScheme: .dark, tokens: TokenSet.shipped))
    }
}
