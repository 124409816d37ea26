import BitmapText
import Raster
import Tokens

/// Snaps laid-out frames to the device-pixel grid: each edge is rounded on its own, halves up
/// (towards +∞, the same direction on both sides of zero, so a width never changes with where a
/// view sits), so neighbours that share an edge keep sharing it and nothing draws half a pixel of
/// fringe. Layout itself stays exact; only the frames it reports are snapped.
///
/// ```swift
/// PixelGrid(scale: .x2).snap(Rect(x: 0.3, y: 0, width: 10, height: 5))   // x 0.5 … 10.5
/// ```
public struct PixelGrid: Sendable, Hashable {
    public let scale: DisplayScale

    public init(scale: DisplayScale) {
        self.scale = scale
    }

    public func snap(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let factor = Double(scale.factor)
        return (value * factor + 0.5).rounded(.down) / factor
    }

    public func snap(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        let x1 = snap(rect.maxX), y1 = snap(rect.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
