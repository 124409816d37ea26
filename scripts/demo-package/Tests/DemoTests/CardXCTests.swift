import Pixelproof
import XCTest

final class CardXCTests: XCTestCase {
    func testCard() {
        assertSnapshot(of: Cards.card, as: .image(scale: .x2))
    }

    func testCardAtOneX() {
        assertSnapshot(of: Cards.unchanged, as: .image(scale: .x1), named: "1x")
    }

    func testCardLenient() {
        assertSnapshot(of: Cards.card, as: .image(scale: .x2, comparator: .pixelmatch(threshold: 0.1)), named: "pixelmatch")
    }

    func testCardDescription() {
        let text = "card\n  title: Weekly report\n  badge: \(Cards.changed ? "3 <new>" : "2")\n  footer: none"
        assertSnapshot(of: text, as: .lines)
    }
}
