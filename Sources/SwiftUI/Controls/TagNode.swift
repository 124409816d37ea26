import BitmapText
import Raster
import Tokens

/// A layout node carrying a `tag(_:)` value: layout and drawing are its child's. Pickers find
/// their options' tags on these nodes, so tags set inside `ForEach` are found too.
final class TagNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double {
        get { child.layoutPriority }
        set { child.layoutPriority = newValue }
    }
    let sizeCache = SizeCache()
    let child: LayoutNode
    let tag: AnyHashable

    init(child: LayoutNode, tag: AnyHashable) {
        self.child = child
        self.tag = tag
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        child.place(in: frame, proposal: proposal, grid: grid)
    }

    /// The tag of `node`, looking through tag wrappers.
    static func tag(of node: LayoutNode) -> AnyHashable? {
        (node as? TagNode)?.tag
    }
}

/// Pre-resolved layout nodes as a view, so controls can compose option labels they resolved
/// themselves (each node placed once) with ordinary views.
struct ResolvedNodes: View, PrimitiveView {
    let nodes: [LayoutNode]

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { nodes }
}
