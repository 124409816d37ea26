import BitmapText
import Raster
import Tokens

/// Right-to-left layout: where `\.layoutDirection` changes, the subtree is laid out as usual
/// and then mirrored across the vertical centre line of its frame, as SwiftUI mirrors
/// horizontal layout — stacks run from the right, `.leading` alignment and leading padding are
/// on the right, `offset(x:)` moves left, lines of multiline text align right. What each view
/// draws is moved with its frame but not flipped: text, symbols, images, shapes and gradients
/// read as in left-to-right (SwiftUI
/// flips none of them unless asked; `flipsForRightToLeftLayoutDirection` is not drawn).
/// Nested changes back to left-to-right mirror again, restoring their subtree.
final class MirrorNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let placed = child.place(in: frame, proposal: proposal, grid: grid)
        return Self.mirror(placed, across: frame.minX + frame.maxX, grid: grid)
    }

    /// `view` and its subtree mirrored across the vertical line at `axisSum / 2`: each frame's
    /// `x` becomes `axisSum − maxX`; drawn content moves by the same amount as its frame.
    static func mirror(_ view: LaidOutView, across axisSum: Double, grid: PixelGrid) -> LaidOutView {
        var mirrored = view
        let old = view.layoutFrame
        mirrored.layoutFrame = Rect(x: axisSum - old.maxX, y: old.minY, width: old.width, height: old.height)
        mirrored.frame = grid.snap(mirrored.layoutFrame)
        let dx = mirrored.layoutFrame.minX - old.minX
        let snappedDx = mirrored.frame.minX - view.frame.minX
        mirrored.content = view.content.map { moved($0, dx: dx, snappedDx: snappedDx) }
        mirrored.effects = view.effects.map { moved($0, dx: dx) }
        mirrored.children = view.children.map { mirror($0, across: axisSum, grid: grid) }
        return mirrored
    }

    private static func moved(_ geometry: ShapeGeometry, dx: Double) -> ShapeGeometry {
        if case .path(let path) = geometry { return .path(path.offsetBy(dx: dx, dy: 0)) }
        return geometry
    }

    private static func moved(_ content: DrawContent, dx: Double, snappedDx: Double) -> DrawContent {
        switch content {
        case .fill(let geometry, let paint, let rect):
            return .fill(moved(geometry, dx: dx), paint, in: rect.offsetBy(dx: dx, dy: 0))
        case .stroke(let geometry, let paint, let lineWidth, let rect):
            return .stroke(moved(geometry, dx: dx), paint, lineWidth: lineWidth, in: rect.offsetBy(dx: dx, dy: 0))
        case .text(var run):
            run.frame = run.frame.offsetBy(dx: snappedDx, dy: 0)
            // Lines of multiline text align to the leading edge, which is now the right one.
            switch run.alignment {
            case .leading: run.alignment = .trailing
            case .trailing: run.alignment = .leading
            case .center: break
            }
            return .text(run)
        case .vector(let parts, let paint):
            return .vector(parts.map { part in
                var moved = part
                moved.path = part.path.offsetBy(dx: dx, dy: 0)
                return moved
            }, paint)
        case .styled(let geometry, let paint, let drawing, let rect):
            return .styled(moved(geometry, dx: dx), paint, drawing, in: rect.offsetBy(dx: dx, dy: 0))
        case .images(let images):
            // Images move with their frame and are not flipped, as on iOS.
            return .images(images.map { image in
                var moved = image
                moved.rect = image.rect.offsetBy(dx: dx, dy: 0)
                return moved
            })
        }
    }

    private static func moved(_ effect: DrawEffect, dx: Double) -> DrawEffect {
        if case .clip(let geometry, let rect) = effect {
            return .clip(moved(geometry, dx: dx), rect.offsetBy(dx: dx, dy: 0))
        }
        return effect
    }
}

extension ResolveContext {
    /// `nodes`, mirrored when this context's layout direction differs from `outer`'s.
    func mirroring(_ nodes: [LayoutNode], from outer: LayoutDirection) -> [LayoutNode] {
        guard environment.layoutDirection != outer else { return nodes }
        return nodes.map { MirrorNode(child: $0) }
    }
}

extension View {
    /// Whether this view's drawing flips horizontally under right-to-left layout (accepted;
    /// not drawn flipped).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}
