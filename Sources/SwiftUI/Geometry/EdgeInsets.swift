import Raster

/// Insets on each edge of a rectangle, in points, as SwiftUI's (leading and trailing follow the
/// layout direction).
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// The layout engine's insets.
    var raster: Raster.EdgeInsets {
        Raster.EdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
