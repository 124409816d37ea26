import Pixelproof
import Testing

@Suite(.snapshots(imageComparator: .perceptual(precision: 0.99, perceptualPrecision: 0.98)))
struct CardSwiftTests {
    @Test func cardPerceptual() {
        assertSnapshot(of: Cards.card(badge: Cards.badge), as: .image())
    }

    @Test func unchangedCard() {
        assertSnapshot(of: Cards.card(badge: Cards.blue, scale: .x1), as: .image())
    }
}
