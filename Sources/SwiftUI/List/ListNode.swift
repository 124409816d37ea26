import BitmapText
import Raster
import Tokens

/// `List` and `Form`: sections of rows laid out down the list's width and drawn in the list's
/// appearance with `ListMetrics`. Like a scroll view it takes the proposed height when there is
/// one (clipping what does not fit) and its content's height when there is none.
final class ListNode: LayoutNode {
    let kind: String
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let appearance: ListAppearance
    let sections: [ListSectionNode]
    let showsBackground: Bool
    let scale: Double
    /// The list's context: colours resolve in its scheme.
    let context: ResolveContext

    init(appearance: ListAppearance, children: [LayoutNode], context: ResolveContext, kind: String) {
        self.kind = kind
        self.context = context
        self.appearance = appearance
        showsBackground = context.environment[ScrollContentBackgroundKey.self] != .hidden
        scale = Double(Double(context.environment.displayScale))
        var sections: [ListSectionNode] = []
        var loose: [LayoutNode] = []
        for child in children {
            if let section = child as? ListSectionNode {
                if !loose.isEmpty { sections.append(ListSectionNode(header: [], rows: loose, footer: [], prominence: .standard)) }
                loose = []
                sections.append(section)
            } else {
                loose.append(child)
            }
        }
        if !loose.isEmpty { sections.append(ListSectionNode(header: [], rows: loose, footer: [], prominence: .standard)) }
        self.sections = sections
    }

    private var isCarded: Bool { appearance == .insetGrouped || appearance == .sidebar }
    private var isGroupedSpacing: Bool { appearance != .plain }

    /// One laid-out row: its area, its content's frame and proposal, where its separator starts.
    private struct RowLayout {
        var node: LayoutNode
        var frame: Rect
        var contentFrame: Rect
        var contentProposal: ProposedSize
        var separatorLeading: Double
        var showsSeparator: Bool
        var separatorTint: Color?
        var background: [LayoutNode]?
    }

    private struct SectionLayout {
        var header: [ChildPlacement] = []
        var card = Rect.zero
        var rows: [RowLayout] = []
        var footer: [ChildPlacement] = []
        var sectionSeparators = true
    }

    private func cardRange(width: Double) -> (x: Double, width: Double) {
        let margin = ListMetrics.margin(forWidth: width)
        return isCarded || appearance == .inset ? (margin, max(0, width - 2 * margin)) : (0, width)
    }

    /// Stacks `nodes` (a header or footer) leading-aligned from `y`, offered `width`.
    private func stackText(_ nodes: [LayoutNode], x: Double, y: inout Double, width: Double) -> [ChildPlacement] {
        nodes.map { node in
            let proposal = ProposedSize(width: width, height: nil)
            let size = node.sizeThatFits(proposal)
            defer { y += size.height }
            return ChildPlacement(node: node, frame: Rect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
        }
    }

    private func arrange(width: Double) -> (sections: [SectionLayout], height: Double) {
        let margin = ListMetrics.margin(forWidth: width)
        let card = cardRange(width: width)
        let defaultInsets = EdgeInsets(top: ListMetrics.rowVerticalInset, leading: margin, bottom: ListMetrics.rowVerticalInset, trailing: margin)
        var y = 0.0
        var layouts: [SectionLayout] = []
        for section in sections {
            var layout = SectionLayout()
            let textWidth = max(0, card.width - 2 * margin)
            if !section.header.isEmpty {
                y += appearance == .plain ? 12 : ListMetrics.headerTop
                layout.header = stackText(section.header, x: card.x + margin, y: &y, width: textWidth)
                y += appearance == .plain ? 6 : ListMetrics.headerBottom
            } else if isGroupedSpacing {
                y += ListMetrics.sectionSpacing
            }
            let cardTop = y
            for (index, row) in section.rows.enumerated() {
                let insets = (row.layoutValue(ObjectIdentifier(ListRowInsetsKey.self)) as? EdgeInsets) ?? defaultInsets
                let proposal = ProposedSize(width: max(0, card.width - insets.leading - insets.trailing), height: nil)
                let size = row.sizeThatFits(proposal)
                let height = max(ListMetrics.minRowHeight, size.height + insets.top + insets.bottom)
                let contentY = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
                let contentFrame = Rect(x: card.x + insets.leading, y: contentY, width: size.width, height: size.height)
                let guide = row.explicitAlignment(HorizontalAlignment.listRowSeparatorLeading.key, size: size, proposal: proposal) ?? 0
                let (visibility, edges) = (row.layoutValue(ObjectIdentifier(ListRowSeparatorKey.self)) as? (Visibility, Edge.Set)) ?? (.automatic, .all)
                let isLast = index == section.rows.count - 1
                let hidden = visibility == .hidden && edges.contains(.bottom)
                if (row.layoutValue(ObjectIdentifier(ListSectionSeparatorKey.self)) as? Visibility) == .hidden { layout.sectionSeparators = false }
                layout.rows.append(RowLayout(
                    node: row, frame: Rect(x: card.x, y: y, width: card.width, height: height), contentFrame: contentFrame,
                    contentProposal: proposal, separatorLeading: contentFrame.minX + guide,
                    showsSeparator: !hidden && (!isLast || appearance == .plain),
                    separatorTint: row.layoutValue(ObjectIdentifier(ListRowSeparatorTintKey.self)) as? Color,
                    background: row.layoutValue(ObjectIdentifier(ListRowBackgroundKey.self)) as? [LayoutNode]))
                y += height
            }
            layout.card = Rect(x: card.x, y: cardTop, width: card.width, height: y - cardTop)
            if !section.footer.isEmpty {
                y += ListMetrics.footerTop
                layout.footer = stackText(section.footer, x: card.x + margin, y: &y, width: textWidth)
            }
            layouts.append(layout)
        }
        if isGroupedSpacing && !sections.isEmpty { y += ListMetrics.sectionSpacing }
        return (layouts, y)
    }

    private func width(for proposal: ProposedSize) -> Double {
        if let width = proposal.width, width.isFinite { return width }
        let rows = sections.flatMap(\.rows).map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return rows + 4 * ListMetrics.margin(forWidth: rows)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let width = width(for: proposal)
        if let height = proposal.height, height.isFinite { return Size(width: width, height: height) }
        return Size(width: width, height: arrange(width: width).height)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let (layouts, contentHeight) = arrange(width: frame.width)
        let background = isGroupedSpacing && appearance != .inset ? ListMetrics.groupedBackground : ListMetrics.plainBackground
        let cellColor = isGroupedSpacing && appearance != .inset ? ListMetrics.groupedCell : ListMetrics.plainBackground
        let hairline = 1 / scale
        func offset(_ rect: Rect) -> Rect { rect.offsetBy(dx: frame.minX, dy: frame.minY) }
        func separator(x0: Double, x1: Double, y: Double, tint: Color?) -> LaidOutView {
            let paint = ResolvedPaint.solid(context.resolve(tint ?? ListMetrics.separator))
            let rect = Rect(x: x0, y: y, width: max(0, x1 - x0), height: hairline)
            return LaidOutView(kind: "Separator", layoutFrame: rect, grid: grid, details: [LaidOutView.Detail("fill", paint.description)],
                               content: .fill(.rectangle, paint, in: rect))
        }
        var sectionViews: [LaidOutView] = []
        for layout in layouts {
            var children: [LaidOutView] = layout.header.map { $0.node.place(in: offset($0.frame), proposal: $0.proposal, grid: grid) }
            let card = offset(layout.card)
            var cardChildren: [LaidOutView] = []
            var hasCustomBackground = false
            if appearance == .grouped && layout.sectionSeparators && !layout.rows.isEmpty {
                cardChildren.append(separator(x0: card.minX, x1: card.maxX, y: card.minY, tint: nil))
            }
            for row in layout.rows {
                let rowFrame = offset(row.frame)
                if let nodes = row.background {
                    hasCustomBackground = true
                    let proposal = ProposedSize(rowFrame.size)
                    cardChildren += nodes.map { node in
                        let size = node.sizeThatFits(proposal)
                        return node.place(in: Rect(origin: Alignment.center.origin(of: size, in: rowFrame), size: size), proposal: proposal, grid: grid)
                    }
                }
                let content = row.node.place(in: offset(row.contentFrame), proposal: row.contentProposal, grid: grid)
                cardChildren.append(LaidOutView(kind: "Row", layoutFrame: rowFrame, grid: grid, children: [content]))
                if row.showsSeparator {
                    let x1 = appearance == .plain ? frame.maxX : card.maxX
                    cardChildren.append(separator(x0: frame.minX + row.separatorLeading, x1: x1, y: rowFrame.maxY - hairline, tint: row.separatorTint))
                }
            }
            if appearance == .grouped && layout.sectionSeparators && !layout.rows.isEmpty {
                cardChildren.append(separator(x0: card.minX, x1: card.maxX, y: card.maxY - hairline, tint: nil))
            }
            let geometry: ShapeGeometry = isCarded ? .roundedRectangle(CornerRadii(all: ListMetrics.cornerRadius), style: .continuous) : .rectangle
            let cellPaint = ResolvedPaint.solid(context.resolve(cellColor))
            var cardView = LaidOutView(kind: "Card", layoutFrame: card, grid: grid, children: cardChildren,
                                       content: layout.rows.isEmpty ? nil : .fill(geometry, cellPaint, in: grid.snap(card)))
            if hasCustomBackground { cardView.effects.append(.clip(geometry, grid.snap(card))) }
            children.append(cardView)
            children += layout.footer.map { $0.node.place(in: offset($0.frame), proposal: $0.proposal, grid: grid) }
            sectionViews.append(LaidOutView(kind: "Section", layoutFrame: Rect(x: frame.minX, y: card.minY, width: frame.width, height: card.height),
                                            grid: grid, children: children))
        }
        let backgroundPaint = ResolvedPaint.solid(context.resolve(background))
        var view = LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: sectionViews,
                               details: [LaidOutView.Detail("style", appearance.rawValue)],
                               content: showsBackground ? .fill(.rectangle, backgroundPaint, in: grid.snap(frame)) : nil)
        if contentHeight > frame.height + 1e-9 { view.effects.append(.clip(.rectangle, grid.snap(frame))) }
        return view
    }
}
