import BitmapText
import Raster
import Tokens

/// A value a view hands to the custom `Layout` that places it, read as `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A layout-neutral wrapper carrying one layout value.
final class LayoutValueNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let key: ObjectIdentifier
    let value: Any

    init(child: LayoutNode, key: ObjectIdentifier, value: Any) {
        self.child = child
        self.key = key
        self.value = value
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        child.place(in: frame, proposal: proposal, grid: grid)
    }
}

extension LayoutNode {
    /// The layout value set for `key` on this node or the layout-neutral wrappers inside it.
    func layoutValue(_ key: ObjectIdentifier) -> Any? {
        if let node = self as? LayoutValueNode {
            return node.key == key ? node.value : node.child.layoutValue(key)
        }
        if let effect = self as? EffectNode { return effect.child.layoutValue(key) }
        if let semantics = self as? SemanticsNode { return semantics.child.layoutValue(key) }
        if let guide = self as? AlignmentGuideNode { return guide.child.layoutValue(key) }
        return nil
    }
}

struct LayoutValueModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { LayoutValueNode(child: $0, key: key, value: value) }
    }
}

extension View {
    /// Hands `value` for `key` to the custom layout that places this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}
