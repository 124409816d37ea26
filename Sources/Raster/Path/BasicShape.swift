/// The shapes SwiftUI can inset (`InsettableShape`), as values: what `strokeBorder` needs.
///
/// ```swift
/// let pill = BasicShape.capsule(Rect(x: 0, y: 0, width: 80, height: 28))
/// canvas.strokeBorder(pill, StrokeStyle(width: 2), .solid(.black))
/// ```
public enum BasicShape: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, CornerRadii, CornerStyle)
    case capsule(Rect)
    case ellipse(Rect)

    /// The outline as a path.
    public var path: Path {
        switch self {
        case .rect(let r): return .rect(r)
        case .roundedRect(let r, let radii, let style): return .roundedRect(r, cornerRadii: radii, style: style)
        case .capsule(let r): return .capsule(in: r)
        case .ellipse(let r): return .ellipse(in: r)
        }
    }

    public var frame: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .capsule(let r), .ellipse(let r): return r
        }
    }

    /// True when the shape has no area.
    public var isEmpty: Bool { frame.isEmpty }

    /// The shape shrunk by `amount` on every side; rounded corners lose `amount` of radius.
    public func inset(by amount: Double) -> BasicShape {
        let r = frame.inset(by: EdgeInsets(all: amount))
        switch self {
        case .rect: return .rect(r)
        case .roundedRect(_, let radii, let style): return .roundedRect(r, radii.inset(by: amount), style)
        case .capsule: return .capsule(r)
        case .ellipse: return .ellipse(r)
        }
    }
}
