import Raster

/// A `border` token (Format 2025.10 § "Border"): colour, width in points and line pattern.
///
/// ```swift
/// let focus = tokens.token("border.focus")   // .border(Border(color: #2F6BFF, width: 2, style: .named(.solid)))
/// ```
public struct Border: Hashable, Sendable {
    public var color: RGBA8
    public var width: Double
    public var style: StrokePattern

    public init(color: RGBA8, width: Double, style: StrokePattern) {
        self.color = color
        self.width = width
        self.style = style
    }
}
