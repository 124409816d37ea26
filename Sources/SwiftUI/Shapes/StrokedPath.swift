import Raster

extension Path {
    /// The area a stroke of this path with `style` covers, as a path to fill (non-zero winding):
    /// joins, caps and dashes as `stroke(style:)` draws them, curves flattened to within 0.01 pt.
    ///
    /// ```swift
    /// Path { $0.addArc(center: c, radius: 20, startAngle: .zero, endAngle: .degrees(270), clockwise: false) }
    ///     .strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
    /// ```
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var outline = Raster.Path()
        for polygon in storage.strokeOutline(style.raster, tolerance: 0.01) where polygon.count > 2 {
            outline.move(to: polygon[0])
            for point in polygon.dropFirst() { outline.addLine(to: point) }
            outline.closeSubpath()
        }
        return Path(storage: outline)
    }
}
