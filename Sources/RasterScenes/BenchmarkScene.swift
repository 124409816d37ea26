import Raster

/// The fixed scene `scripts/bench raster` times against pycairo and skia-python: on an
/// iPhone-sized canvas of 1170 × 2532 pixels (585 × 1266 points at 2x), 1000 filled rounded
/// rectangles of varying radius, 200 translucent circles, 200 stroked rounded rectangles and
/// one card with a shadow, over white. Circular corners, so every library draws the same shape.
///
/// The geometry comes from a 31-bit linear congruential generator that the peers' script
/// (`scripts/bench.d/raster_peers.py`) reproduces number for number.
///
/// ```swift
/// let canvas = Canvas(size: BenchmarkScene.size, scale: .x2, background: .white)
/// BenchmarkScene.draw(on: canvas)
/// ```
public enum BenchmarkScene {
    public static let size = Size(width: 585, height: 1266)

    /// SHA-256 of the straight-alpha RGBA8 bytes of the scene drawn on a white canvas at 2x:
    /// speed work on the rasterizer must leave every pixel as it is (`DeterminismTests` checks
    /// it in debug builds, `scripts/bench raster` in release and debug).
    public static let pinnedSHA256 = "02e811a1f771496bd6708480670bfa77ef7667f59a17e3ebb7d197f3a798420e"

    /// The colours, cycled by index.
    static let palette: [RGBA8] = [
        RGBA8(r: 0x2F, g: 0x6B, b: 0xFF), RGBA8(r: 0xE0, g: 0x3A, b: 0x3A), RGBA8(r: 0x2E, g: 0xA0, b: 0x5A),
        RGBA8(r: 0xFF, g: 0x9F, b: 0x0A), RGBA8(r: 0x8E, g: 0x44, b: 0xAD), RGBA8(r: 0x1C, g: 0x1C, b: 0x1E),
        RGBA8(r: 0x5A, g: 0xC8, b: 0xFA), RGBA8(r: 0xFF, g: 0x2D, b: 0x55),
    ]

    /// `x ← (1103515245·x + 12345) mod 2³¹`, as uniform doubles in [a, b).
    struct Generator {
        var state: UInt64 = 20_261_129
        mutating func uniform(_ a: Double, _ b: Double) -> Double {
            state = (state &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
            return a + (b - a) * (Double(state) / 2_147_483_648)
        }
    }

    public static func draw(on canvas: Canvas) {
        var g = Generator()
        let w = size.width, h = size.height
        for i in 0..<1000 {
            let x = g.uniform(0, w - 60), y = g.uniform(0, h - 40)
            let rw = g.uniform(20, 120), rh = g.uniform(16, 80)
            let r = g.uniform(0, min(rw, rh) / 2)
            canvas.fill(.roundedRect(Rect(x: x, y: y, width: rw, height: rh), cornerRadius: r, style: .circular),
                        .solid(palette[i % 8]))
        }
        for i in 0..<200 {
            let cx = g.uniform(0, w), cy = g.uniform(0, h), r = g.uniform(4, 40)
            canvas.fill(.circle(center: Point(x: cx, y: cy), radius: r), .solid(palette[(i + 3) % 8].withOpacity(160)))
        }
        for i in 0..<200 {
            let x = g.uniform(0, w - 60), y = g.uniform(0, h - 40)
            let rw = g.uniform(20, 120), rh = g.uniform(16, 80)
            let r = g.uniform(2, 16), width = g.uniform(1, 4)
            canvas.stroke(.roundedRect(Rect(x: x, y: y, width: rw, height: rh), cornerRadius: r, style: .circular),
                          StrokeStyle(width: width), .solid(palette[(i + 5) % 8]))
        }
        let card = Path.roundedRect(Rect(x: 40, y: 500, width: 505, height: 260), cornerRadius: 16, style: .circular)
        canvas.drawShadow(of: card, Shadow(color: RGBA8(r: 0, g: 0, b: 0, a: 64), radius: 12, x: 0, y: 6))
        canvas.fill(card, .solid(.white))
    }
}
