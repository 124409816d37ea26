import BitmapText
import Raster
import Tokens

/// A grid that grows vertically: `columns` resolve to tracks (`GridTracks`), the views fill
/// them row by row, each row as tall as its tallest cell, rows `spacing` apart (8 points by
/// default). The grid takes the whole width it is offered; tracks narrower than that sit
/// centred. Cells are aligned in their area by their item's alignment, else `alignment`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
///     ForEach(photos) { PhotoTile($0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [LazyGridNode(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                      spacing: spacing.map { Double($0) }, children: context.resolve(content))]
    }
}

/// A grid that grows horizontally: `rows` resolve to tracks down the grid, the views fill them
/// column by column, each column as wide as its widest cell.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [LazyGridNode(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                      spacing: spacing.map { Double($0) }, children: context.resolve(content))]
    }
}

/// `LazyVGrid` (axis vertical: tracks are columns) and `LazyHGrid` (axis horizontal: tracks
/// are rows). "Across" is the tracks' axis, "along" the axis the grid grows on.
final class LazyGridNode: PlacingNode {
    var kind: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: Double
    let children: [LayoutNode]

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing ?? StackNode.defaultSpacing
        self.children = children
    }

    private struct Arrangement {
        var tracks: [GridTracks.Track]
        var lines: [Double]
        var across: Double
        var along: Double
    }

    private func arrange(_ proposal: ProposedSize) -> Arrangement {
        let acrossAxis = axis.cross
        let tracks = GridTracks.resolve(items, length: proposal[acrossAxis]) { index in
            // Ideal length of a flexible item: its cells' widest ideal, cells dealt out over the items.
            stride(from: index, to: self.children.count, by: max(1, self.items.count)).map {
                self.children[$0].sizeThatFits(.unspecified)[acrossAxis]
            }.max() ?? 0
        }
        guard !tracks.isEmpty else { return Arrangement(tracks: [], lines: [], across: 0, along: 0) }
        var lines: [Double] = []
        var start = 0
        while start < children.count {
            let end = min(children.count, start + tracks.count)
            lines.append((start..<end).map { index in
                children[index].sizeThatFits(ProposedSize(main: nil, cross: tracks[index - start].length, axis: axis))[axis]
            }.max() ?? 0)
            start = end
        }
        let tracksLength = tracks.reduce(0) { $0 + $1.length + $1.gapAfter }
        let proposedAcross = proposal[acrossAxis].flatMap { $0.isFinite ? $0 : nil }
        let along = lines.reduce(0, +) + spacing * Double(max(0, lines.count - 1))
        return Arrangement(tracks: tracks, lines: lines, across: max(tracksLength, proposedAcross ?? tracksLength), along: along)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let arrangement = arrange(proposal)
        return Size(main: arrangement.along, cross: arrangement.across, axis: axis)
    }

    func placements(in size: Size, proposal: ProposedSize) -> [ChildPlacement] {
        let arrangement = arrange(proposal)
        let tracksLength = arrangement.tracks.reduce(0) { $0 + $1.length + $1.gapAfter }
        var trackStarts: [Double] = []
        var position = (size[axis.cross] - tracksLength) / 2
        for track in arrangement.tracks {
            trackStarts.append(position)
            position += track.length + track.gapAfter
        }
        var placements: [ChildPlacement] = []
        var lineStart = 0.0
        for (line, lineLength) in arrangement.lines.enumerated() {
            for trackIndex in arrangement.tracks.indices {
                let index = line * arrangement.tracks.count + trackIndex
                guard index < children.count else { break }
                let track = arrangement.tracks[trackIndex]
                let area = Rect(origin: axis == .vertical ? Point(x: trackStarts[trackIndex], y: lineStart) : Point(x: lineStart, y: trackStarts[trackIndex]),
                                size: Size(main: lineLength, cross: track.length, axis: axis))
                let cellProposal = ProposedSize(main: nil, cross: track.length, axis: axis)
                let cellSize = children[index].sizeThatFits(cellProposal)
                let origin = (track.alignment ?? alignment).origin(of: children[index], size: cellSize, proposal: cellProposal, in: area)
                placements.append(ChildPlacement(node: children[index], frame: Rect(origin: origin, size: cellSize), proposal: cellProposal))
            }
            lineStart += lineLength + spacing
        }
        return placements
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let tracks = arrange(proposal).tracks.map { formatPoints($0.length) }.joined(separator: ", ")
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: placeChildren(in: frame, proposal: proposal, grid: grid),
                           details: [LaidOutView.Detail("tracks", tracks)])
    }
}
