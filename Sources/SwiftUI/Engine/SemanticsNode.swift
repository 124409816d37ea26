import BitmapText
import Raster
import Tokens

/// A layout-neutral wrapper that records what a control tells assistive technologies
/// (`LaidOutView.semantics`) on its child's laid-out view: a button's role and enabled state,
/// a toggle's state, an image's label. It changes neither layout nor pixels nor the dump.
final class SemanticsNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let semantics: [LaidOutView.Detail]

    init(child: LayoutNode, semantics: [LaidOutView.Detail]) {
        self.child = child
        self.semantics = semantics
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        var placed = child.place(in: frame, proposal: proposal, grid: grid)
        // Outer wrappers (the button) come first, the inner ones (its image) after.
        placed.semantics = semantics + placed.semantics
        return placed
    }
}

extension Array where Element == LayoutNode {
    /// These nodes, each recording `semantics` for the accessibility tree.
    func withSemantics(_ semantics: [LaidOutView.Detail]) -> [LayoutNode] {
        map { SemanticsNode(child: $0, semantics: semantics) }
    }
}

/// Records `semantics` on the modified view's laid-out views (for controls whose body is made of
/// other views, such as `Link` and `Slider`).
struct SemanticsModifier: PrimitiveModifier {
    let semantics: (ResolveContext) -> [LaidOutView.Detail]

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).withSemantics(semantics(context))
    }
}

extension View {
    /// This view recording what it tells assistive technologies (see `LaidOutView.semantics`).
    func semantics(_ semantics: @escaping (ResolveContext) -> [LaidOutView.Detail]) -> some View {
        modifier(SemanticsModifier(semantics: semantics))
    }
}

extension ResolveContext {
    /// `enabled: false` when the environment disables controls, else nothing.
    var enabledSemantics: [LaidOutView.Detail] {
        environment.isEnabled ? [] : [LaidOutView.Detail("enabled", "false")]
    }
}

/// The plain text of a control's label when it is a `Text` (a toggle whose label is hidden
/// still reads it); nil for other labels, whose texts the tree reads from the laid-out views.
func plainLabel<Label: View>(_ label: Label) -> String? {
    (label as? Text)?.plainContent
}
