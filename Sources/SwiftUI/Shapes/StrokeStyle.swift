import Raster

/// How a shape's outline is drawn, SwiftUI's `StrokeStyle`: width, line caps and joins,
/// miter limit and dash pattern, in points.
///
/// ```swift
/// Circle().stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 4]))
/// ```
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The rasterizer's stroke style.
    var raster: Raster.StrokeStyle {
        let cap: Raster.StrokeStyle.LineCap = switch lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: Raster.StrokeStyle.LineJoin = switch lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        return Raster.StrokeStyle(width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit),
                                  dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }

    var summary: String {
        var text = "width \(formatPoints(Double(lineWidth)))"
        if lineCap != .butt { text += " cap \(lineCap)" }
        if lineJoin != .miter { text += " join \(lineJoin)" }
        if !dash.isEmpty { text += " dash [\(dash.map { formatPoints(Double($0)) }.joined(separator: ", "))] phase \(formatPoints(Double(dashPhase)))" }
        return text
    }
}
