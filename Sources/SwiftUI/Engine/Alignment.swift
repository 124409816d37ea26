import BitmapText
import Raster
import Tokens

/// Where views sit across a vertical stack, or inside a frame horizontally.
public enum HorizontalAlignment: String, Sendable, Hashable {
    case leading, center, trailing

    /// The offset of a child of `child` points inside `container` points.
    func offset(child: Double, container: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (container - child) / 2
        case .trailing: container - child
        }
    }
}

/// Where views sit across a horizontal stack, or inside a frame vertically.
public enum VerticalAlignment: String, Sendable, Hashable {
    case top, center, bottom

    func offset(child: Double, container: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (container - child) / 2
        case .bottom: container - child
        }
    }
}

/// A horizontal and a vertical alignment together, for frames, overlays and `ZStack`.
///
/// ```swift
/// Text("Done").frame(maxWidth: .infinity, alignment: .trailing)
/// ```
public struct Alignment: Sendable, Hashable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `child`-sized box aligned inside `container`.
    func origin(of child: Size, in container: Rect) -> Point {
        Point(
            x: container.minX + horizontal.offset(child: child.width, container: container.width),
            y: container.minY + vertical.offset(child: child.height, container: container.height)
        )
    }

    public var description: String { "\(vertical.rawValue)-\(horizontal.rawValue)" }
}
