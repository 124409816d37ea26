import Pixelproof
import XCTest

final class CardXCTests: XCTestCase {
    func testCard() {
        assertSnapshot(of: Cards.card(badge: Cards.badge), as: .image())
    }

    func testCardAtOneX() {
        assertSnapshot(of: Cards.card(badge: Cards.blue, scale: .x1), as: .image(), named: "1x")
    }

    func testCardLenient() {
        assertSnapshot(of: Cards.card(badge: Cards.badge), as: .image(comparator: .pixelmatch(threshold: 0.1)), named: "pixelmatch")
    }

    func testCardDescription() {
        let text = "card\n  title: Weekly report\n  badge: \(Cards.changed ? "3 <new>" : "2")\n  footer: none"
        assertSnapshot(of: text, as: .lines)
    }
}
