import BitmapText
import Raster
import Tokens

/// Where a custom layout put its subviews during one `placeSubviews` call.
final class PlacementRecorder {
    var isRecording = false
    var placements: [Int: ChildPlacement] = [:]
}

/// One view a custom `Layout` arranges: it answers size proposals, reports its dimensions,
/// spacing preferences, priority and layout values, and is put in place with `place`.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top, proposal: .unspecified)
/// ```
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let recorder: PlacementRecorder

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The size the view chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(node.sizeThatFits(proposal.engine))
    }

    /// The view's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let engine = proposal.engine
        return node.dimensions(size: node.sizeThatFits(engine), proposal: engine)
    }

    /// The view's `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// The spacing the view prefers: none for `Spacer`, 8 points on every edge otherwise.
    public var spacing: ViewSpacing { node.isSpacer ? .zero : ViewSpacing() }

    /// The value the view set with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// Puts the view with its `anchor` point at `position` (in the coordinates of the layout's
    /// `bounds`), sized for `proposal`. Only calls made inside `placeSubviews` take effect.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard recorder.isRecording else { return }
        let engine = proposal.engine
        let size = node.sizeThatFits(engine)
        let origin = Point(x: Double(position.x) - anchor.x * size.width, y: Double(position.y) - anchor.y * size.height)
        recorder.placements[index] = ChildPlacement(node: node, frame: Rect(origin: origin, size: size), proposal: engine)
    }
}

/// The subviews of a custom `Layout`, in the order the content declares them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let elements: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ elements: [LayoutSubview], range: Range<Int>? = nil) {
        self.elements = elements
        startIndex = range?.lowerBound ?? 0
        endIndex = range?.upperBound ?? elements.count
    }

    init(nodes: [LayoutNode], recorder: PlacementRecorder) {
        self.init(nodes.enumerated().map { LayoutSubview(node: $1, index: $0, recorder: recorder) })
    }

    public subscript(position: Int) -> LayoutSubview { elements[position] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements, range: bounds) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { Array(a) == Array(b) }

    var nodes: [LayoutNode] { map(\.node) }
}
