import Foundation
import Pixelproof

/// Draws the demo's "components". DEMO_VARIANT=changed moves and recolours things, so a second
/// run fails the way a real regression would.
enum Cards {
    static var changed: Bool { ProcessInfo.processInfo.environment["DEMO_VARIANT"] == "changed" }

    static func card(badge: RGBA8, scale: DisplayScale = .x2) -> Bitmap {
        let canvas = Canvas(size: Size(width: 160, height: 96), scale: scale, background: RGBA8(r: 0xF5, g: 0xF5, b: 0xF7))
        canvas.fill(Path.roundedRect(Rect(x: 8, y: 8, width: 144, height: 80), cornerRadius: 14), .solid(.white))
        canvas.fill(Path.roundedRect(Rect(x: 20, y: 22, width: 80, height: 10), cornerRadius: 5), .solid(RGBA8(r: 0x1D, g: 0x1D, b: 0x1F)))
        canvas.fill(Path.roundedRect(Rect(x: 20, y: 40, width: changed ? 64 : 96, height: 8), cornerRadius: 4), .solid(RGBA8(r: 0xAE, g: 0xAE, b: 0xB2)))
        canvas.fill(Path.circle(center: Point(x: changed ? 128 : 126, y: 30), radius: 12), .solid(badge))
        return canvas.makeBitmap()
    }

    static let blue = RGBA8(r: 0x2F, g: 0x6B, b: 0xFF)
    static var badge: RGBA8 { changed ? RGBA8(r: 0xE0, g: 0x30, b: 0x30) : blue }
}
