import Raster

/// The images the PNG benchmark encodes: UI-like screens (flat colours, anti-aliased rounded
/// rectangles, text-like detail) and one noisy image. Drawn here with a small supersampling
/// painter of its own, so the benchmark does not depend on the rasterizer.
enum PNGBenchImages {
    static func all() -> [(name: String, bitmap: Bitmap)] {
        [
            ("card-780x400", card(width: 780, height: 400, transparent: false)),
            ("card-780x400-transparent", card(width: 780, height: 400, transparent: true)),
            ("screen-1170x2532", screen()),
            ("noise-780x400", noise(width: 780, height: 400)),
            ("photo-780x400", photo(width: 780, height: 400)),
        ]
    }

    /// A settings-style card at 2x: grouped background, white card, avatar, title and body text,
    /// a divider and a blue button.
    static func card(width: Int, height: Int, transparent: Bool) -> Bitmap {
        var painter = Painter(width: width, height: height, background: transparent ? .clear : RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        painter.shadow(x: 24, y: 30, width: Double(width - 48), height: Double(height - 48), radius: 26, blur: 20, strength: 0.16)
        painter.roundedRect(x: 24, y: 24, width: Double(width - 48), height: Double(height - 48), radius: 26, color: .white)
        painter.roundedRect(x: 56, y: 56, width: 96, height: 96, radius: 48, color: RGBA8(r: 0xFF, g: 0x95, b: 0x00))
        painter.text(x: 176, y: 64, columns: 22, size: 34, color: RGBA8(r: 0x1C, g: 0x1C, b: 0x1E), seed: 1)
        painter.text(x: 176, y: 116, columns: 30, size: 24, color: RGBA8(r: 0x8E, g: 0x8E, b: 0x93), seed: 2)
        painter.roundedRect(x: 56, y: 180, width: Double(width - 112), height: 2, radius: 0, color: RGBA8(r: 0xE5, g: 0xE5, b: 0xEA))
        for line in 0..<3 {
            painter.text(x: 56, y: 206 + Double(line) * 34, columns: 44 - line * 9, size: 26, color: RGBA8(r: 0x3A, g: 0x3A, b: 0x3C), seed: 10 + line)
        }
        painter.roundedRect(x: Double(width) - 264, y: Double(height) - 116, width: 208, height: 64, radius: 16, color: RGBA8(r: 0x00, g: 0x7A, b: 0xFF))
        painter.text(x: Double(width) - 236, y: Double(height) - 100, columns: 10, size: 30, color: .white, seed: 20)
        return painter.bitmap
    }

    /// A phone screen at 3x: navigation bar, a list of rows with icons and two lines of text, a tab bar.
    static func screen() -> Bitmap {
        let width = 1170, height = 2532
        var painter = Painter(width: width, height: height, background: RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        painter.text(x: 48, y: 150, columns: 14, size: 100, color: .black, seed: 30)
        let accents = [RGBA8(r: 0xFF, g: 0x3B, b: 0x30), RGBA8(r: 0x34, g: 0xC7, b: 0x59), RGBA8(r: 0x00, g: 0x7A, b: 0xFF), RGBA8(r: 0xAF, g: 0x52, b: 0xDE)]
        for section in 0..<3 {
            let top = 330 + Double(section) * 640
            painter.shadow(x: 48, y: top + 6, width: Double(width - 96), height: 600, radius: 30, blur: 24, strength: 0.12)
            painter.roundedRect(x: 48, y: top, width: Double(width - 96), height: 600, radius: 30, color: .white)
            for row in 0..<4 {
                let y = top + Double(row) * 150
                painter.roundedRect(x: 84, y: y + 39, width: 87, height: 87, radius: 20, color: accents[(row + section) % 4])
                painter.text(x: 210, y: y + 36, columns: 18 + (row * 5) % 9, size: 51, color: .black, seed: 40 + section * 4 + row)
                painter.text(x: 210, y: y + 96, columns: 28 - row * 3, size: 39, color: RGBA8(r: 0x8E, g: 0x8E, b: 0x93), seed: 60 + section * 4 + row)
                if row < 3 { painter.roundedRect(x: 210, y: y + 148, width: Double(width - 258), height: 1, radius: 0, color: RGBA8(r: 0xC6, g: 0xC6, b: 0xC8)) }
            }
        }
        painter.roundedRect(x: 0, y: Double(height - 249), width: Double(width), height: 249, radius: 0, color: RGBA8(r: 0xF9, g: 0xF9, b: 0xF9))
        for tab in 0..<4 {
            painter.roundedRect(x: 110 + Double(tab) * 270, y: Double(height) - 220, width: 80, height: 80, radius: 40, color: tab == 0 ? accents[2] : RGBA8(r: 0x99, g: 0x99, b: 0x99))
        }
        return painter.bitmap
    }

    /// A photograph-like opaque image (an avatar or hero image a component shows): a sky
    /// gradient over hills and foliage made of six octaves of value noise, with per-pixel sensor
    /// noise of ±6 levels. Nothing repeats exactly and neighbours differ by a little, which is
    /// what makes PNG's filters pay off on photos. Deterministic (integer hashing, no libm).
    static func photo(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        func hash(_ x: Int, _ y: Int, _ octave: Int) -> Double {
            var h = UInt64(bitPattern: Int64(x &* 374_761_393 &+ y &* 668_265_263 &+ octave &* 2_147_483_647))
            h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
            return Double((h ^ (h >> 33)) >> 11) / Double(1 << 53)
        }
        func valueNoise(_ x: Double, _ y: Double, _ octave: Int) -> Double {
            let ix = Int(x), iy = Int(y)
            let fx = x - Double(ix), fy = y - Double(iy)
            let sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy)
            let top = hash(ix, iy, octave) * (1 - sx) + hash(ix + 1, iy, octave) * sx
            let bottom = hash(ix, iy + 1, octave) * (1 - sx) + hash(ix + 1, iy + 1, octave) * sx
            return top * (1 - sy) + bottom * sy
        }
        func fractal(_ x: Double, _ y: Double) -> Double {
            var sum = 0.0, amplitude = 0.5, scale = 1.0 / 160
            for octave in 0..<6 {
                sum += amplitude * valueNoise(x * scale, y * scale, octave)
                amplitude *= 0.5
                scale *= 2
            }
            return sum
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func grain() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 60) - 8) * 0.75
        }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v + 0.5))) }
        bitmap.withUnsafeMutableBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let n = fractal(Double(x), Double(y))
                    let horizon = Double(height) * (0.45 + 0.25 * (valueNoise(Double(x) / 200, 0.5, 9) - 0.5))
                    var r: Double, g: Double, b: Double
                    if Double(y) < horizon {
                        let t = Double(y) / horizon
                        r = 90 + 120 * t + 40 * n
                        g = 140 + 80 * t + 30 * n
                        b = 220 + 20 * t + 15 * n
                    } else {
                        let shade = 0.55 + 0.9 * n
                        r = 60 * shade + 30 * fractal(Double(x) * 3, Double(y) * 3)
                        g = 120 * shade + 40 * fractal(Double(x) * 3 + 999, Double(y) * 3)
                        b = 45 * shade
                    }
                    let o = (y * width + x) * 4
                    bytes[o] = byte(r + grain())
                    bytes[o + 1] = byte(g + grain())
                    bytes[o + 2] = byte(b + grain())
                    bytes[o + 3] = 255
                }
            }
        }
        return bitmap
    }

    /// Deterministic random RGBA bytes: the worst case for every PNG encoder.
    static func noise(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        var state: UInt64 = 0x9E3779B97F4A7C15
        bitmap.withUnsafeMutableBytes { bytes in
            for i in 0..<bytes.count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes[i] = UInt8(truncatingIfNeeded: state >> 56)
            }
        }
        return bitmap
    }
}

/// Paints anti-aliased shapes with coverage from a signed distance at each pixel centre
/// (`clamp(0.5 − d)`: exact for axis-aligned edges, smooth elsewhere) and soft shadows, compositing
/// straight-alpha source-over in floating point. Simple and only for the benchmark's fixtures.
struct Painter {
    var bitmap: Bitmap

    init(width: Int, height: Int, background: RGBA8) {
        bitmap = Bitmap(width: width, height: height, fill: background)
    }

    /// A rounded rectangle with circular corners of `radius`.
    mutating func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGBA8) {
        let box = Box(x: x, y: y, width: width, height: height, radius: radius)
        paint(box, margin: 1, color: color) { distance in min(1, max(0, 0.5 - distance)) }
    }

    /// A drop shadow under a rounded rectangle: opacity `strength` inside, fading over `blur` pixels.
    mutating func shadow(x: Double, y: Double, width: Double, height: Double, radius: Double, blur: Double, strength: Double) {
        let box = Box(x: x, y: y, width: width, height: height, radius: radius)
        paint(box, margin: blur, color: .black) { distance in
            let t = min(1, max(0, 0.5 - distance / blur))
            return strength * t * t * (3 - 2 * t)
        }
    }

    /// A line of text-like marks: `columns` glyph cells of strokes, stems and bowls at fractional
    /// positions (so their edges are anti-aliased), chosen by a fixed hash of `seed`.
    mutating func text(x: Double, y: Double, columns: Int, size: Double, color: RGBA8, seed: Int) {
        let advance = size * 0.53, stroke = max(1.3, size * 0.085)
        var hash = UInt32(truncatingIfNeeded: seed &* 2654435761)
        for column in 0..<columns {
            hash = hash &* 1103515245 &+ 12345
            let left = x + Double(column) * advance + 0.37
            if hash >> 28 == 0 { continue }  // a space
            let glyphWidth = advance * 0.72, ascent = (hash >> 27) & 1 == 0 ? size * 0.5 : size * 0.72
            let top = y + size * 0.75 - ascent
            if (hash >> 20) & 1 == 1 { roundedRect(x: left, y: top, width: stroke, height: ascent, radius: stroke / 2, color: color) }
            if (hash >> 21) & 1 == 1 { roundedRect(x: left + glyphWidth - stroke, y: y + size * 0.25, width: stroke, height: size * 0.5, radius: stroke / 2, color: color) }
            if (hash >> 22) & 1 == 1 { roundedRect(x: left, y: y + size * 0.25, width: glyphWidth, height: stroke, radius: stroke / 2, color: color) }
            if (hash >> 23) & 1 == 1 { roundedRect(x: left, y: y + size * 0.75 - stroke, width: glyphWidth, height: stroke, radius: stroke / 2, color: color) }
            if (hash >> 24) & 3 == 0 { ring(x: left, y: y + size * 0.25, width: glyphWidth, height: size * 0.5, stroke: stroke, color: color) }
        }
    }

    /// An outlined ellipse-like bowl (the "o" of the text marks).
    private mutating func ring(x: Double, y: Double, width: Double, height: Double, stroke: Double, color: RGBA8) {
        let box = Box(x: x, y: y, width: width, height: height, radius: min(width, height) / 2)
        paint(box, margin: 1, color: color) { distance in
            min(1, max(0, 0.5 - distance)) * min(1, max(0, 0.5 + distance + stroke))
        }
    }

    private struct Box {
        let centerX: Double, centerY: Double, halfWidth: Double, halfHeight: Double, radius: Double
        let left: Double, top: Double, right: Double, bottom: Double

        init(x: Double, y: Double, width: Double, height: Double, radius: Double) {
            halfWidth = width / 2
            halfHeight = height / 2
            centerX = x + halfWidth
            centerY = y + halfHeight
            self.radius = min(radius, halfWidth, halfHeight)
            left = x
            top = y
            right = x + width
            bottom = y + height
        }

        /// Signed distance from a point to the rounded rectangle's outline (negative inside).
        func distance(_ px: Double, _ py: Double) -> Double {
            let qx = abs(px - centerX) - (halfWidth - radius), qy = abs(py - centerY) - (halfHeight - radius)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - radius
        }
    }

    private mutating func paint(_ box: Box, margin: Double, color: RGBA8, coverage: (Double) -> Double) {
        let width = bitmap.width, height = bitmap.height
        let x0 = max(0, Int((box.left - margin).rounded(.down))), x1 = min(width, Int((box.right + margin).rounded(.up)))
        let y0 = max(0, Int((box.top - margin).rounded(.down))), y1 = min(height, Int((box.bottom + margin).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        bitmap.withUnsafeMutableBytes { bytes in
            for py in y0..<y1 {
                for px in x0..<x1 {
                    let amount = coverage(box.distance(Double(px) + 0.5, Double(py) + 0.5))
                    guard amount > 0 else { continue }
                    let i = (py * width + px) * 4
                    let sa = Double(color.a) / 255 * amount, da = Double(bytes[i + 3]) / 255
                    let outA = sa + da * (1 - sa)
                    for (channel, value) in [color.r, color.g, color.b].enumerated() {
                        let blended = (Double(value) * sa + Double(bytes[i + channel]) * da * (1 - sa)) / outA
                        bytes[i + channel] = UInt8(min(255, max(0, blended.rounded())))
                    }
                    bytes[i + 3] = UInt8((outA * 255).rounded())
                }
            }
        }
    }
}
