import BitmapText
import Raster
import Tokens

/// A horizontal alignment guide: where views line up across a vertical stack, inside a frame
/// or a `ZStack`. Built-in guides are `leading`, `center` and `trailing`; a custom
/// `AlignmentID` makes a new one.
///
/// ```swift
/// enum Badge: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] } }
/// VStack(alignment: HorizontalAlignment(Badge.self)) { … }
/// ```
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// A guide whose default value `id` computes.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
    /// Where a `List` row's separator starts (the row's text by default).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// Where a `List` row's separator ends.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)

    /// `leading`, `center`, `trailing`, or the custom ID's type name.
    public var description: String { key.name }

    /// The offset of a child of `child` points inside `container` points, from default values.
    func offset(child: Double, container: Double) -> Double {
        key.defaultValue(Size(width: container, height: 0)) - key.defaultValue(Size(width: child, height: 0))
    }
}

/// A vertical alignment guide: where views line up across a horizontal stack, inside a frame
/// or a `ZStack`; `firstTextBaseline` and `lastTextBaseline` line up text baselines.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// A guide whose default value `id` computes.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    public static let top = VerticalAlignment(TopAlignmentID.self)
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    /// The first line's baseline of the topmost text (the bottom edge of views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The last line's baseline of the bottommost text (the bottom edge of views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    public var description: String { key.name }

    func offset(child: Double, container: Double) -> Double {
        key.defaultValue(Size(width: 0, height: container)) - key.defaultValue(Size(width: 0, height: child))
    }
}

/// A horizontal and a vertical alignment together, for frames, overlays and `ZStack`.
///
/// ```swift
/// Text("Done").frame(maxWidth: .infinity, alignment: .trailing)
/// ```
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
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
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a `child`-sized box aligned inside `container`, from the guides' default
    /// values (for children without explicit guides).
    func origin(of child: Size, in container: Rect) -> Point {
        Point(
            x: container.minX + horizontal.offset(child: child.width, container: container.width),
            y: container.minY + vertical.offset(child: child.height, container: container.height)
        )
    }

    /// The origin of `node` (which chose `size` for `proposal`) aligned inside `container`: the
    /// child's guide values (explicit ones from `alignmentGuide` or text baselines, else the
    /// defaults) meet the container's default guide values.
    func origin(of node: LayoutNode, size: Size, proposal: ProposedSize, in container: Rect) -> Point {
        Point(x: container.minX + horizontal.key.defaultValue(container.size) - node.alignmentValue(horizontal.key, size: size, proposal: proposal),
              y: container.minY + vertical.key.defaultValue(container.size) - node.alignmentValue(vertical.key, size: size, proposal: proposal))
    }

    public var description: String { "\(vertical)-\(horizontal)" }
}
