import Pixelproof
import Testing

@Suite(.snapshots(imageComparator: .perceptual(precision: 0.99, perceptualPrecision: 0.98)))
struct CardSwiftTests {
    @Test func cardPerceptual() {
        assertSnapshot(of: Cards.card, as: .image(scale: .x2))
    }

    @Test func unchangedCard() {
        assertSnapshot(of: Cards.unchanged, as: .image(scale: .x1))
    }
}
