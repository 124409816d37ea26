import BitmapText
import Raster
import Tokens

/// A `GridRow` inside a grid: its cells, laid out by the grid.
final class GridRowNode: LayoutNode {
    let kind = "GridRow"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let alignment: VerticalAlignment?
    let cells: [LayoutNode]
    /// The grid sets each cell's frame here before placing the row.
    var cellPlacements: [ChildPlacement] = []

    init(alignment: VerticalAlignment?, cells: [LayoutNode]) {
        self.alignment = alignment
        self.cells = cells
    }

    /// Alone (a grid's layout asked it directly) a row is as big as its cells side by side.
    func computeSize(for proposal: ProposedSize) -> Size {
        let sizes = cells.map { $0.sizeThatFits(.unspecified) }
        return Size(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: cellPlacements.map {
            $0.node.place(in: $0.frame, proposal: $0.proposal, grid: grid)
        })
    }
}

/// `Grid`: columns sized to their widest cells and rows to their tallest (`TrackDistribution`
/// shares out a proposal among flexible ones); cells spanning several columns and cells with
/// unsized axes do not size tracks; views outside rows span the grid.
final class GridNode: PlacingNode {
    let kind = "Grid"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    let children: [LayoutNode]

    /// A row: cells with their first column and span, or one view across the grid.
    private struct Row {
        var cells: [(node: LayoutNode, column: Int, span: Int)]
        var alignment: VerticalAlignment?
        var spansGrid: Bool
    }

    private let rows: [Row]
    private let columnCount: Int
    private let columnAlignments: [HorizontalAlignment?]

    init(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, children: [LayoutNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? StackNode.defaultSpacing
        self.verticalSpacing = verticalSpacing ?? StackNode.defaultSpacing
        self.children = children
        var rows: [Row] = []
        for child in children {
            if let row = child as? GridRowNode {
                var column = 0
                var cells: [(LayoutNode, Int, Int)] = []
                for cell in row.cells {
                    let span = (cell.layoutValue(ObjectIdentifier(GridCellColumnsKey.self)) as? Int) ?? 1
                    cells.append((cell, column, span))
                    column += span
                }
                rows.append(Row(cells: cells, alignment: row.alignment, spansGrid: false))
            } else {
                rows.append(Row(cells: [(child, 0, 0)], alignment: nil, spansGrid: true))
            }
        }
        let columnCount = rows.filter { !$0.spansGrid }.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for row in rows where !row.spansGrid {
            for cell in row.cells where cell.span == 1 && columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = cell.node.layoutValue(ObjectIdentifier(GridColumnAlignmentKey.self)) as? HorizontalAlignment
            }
        }
        self.rows = rows
        self.columnCount = columnCount
        self.columnAlignments = columnAlignments
    }

    private func unsized(_ node: LayoutNode) -> Axis.Set {
        (node.layoutValue(ObjectIdentifier(GridCellUnsizedAxesKey.self)) as? Axis.Set) ?? []
    }

    /// The columns' widths, the rows' heights, and the grid's width.
    private func tracks(_ proposal: ProposedSize) -> (columns: [Double], rows: [Double], width: Double) {
        let columnSpacing = horizontalSpacing * Double(max(0, columnCount - 1))
        let columns = TrackDistribution { column, offer in
            self.rows.filter { !$0.spansGrid }.flatMap(\.cells)
                .filter { $0.column == column && $0.span == 1 && !self.unsized($0.node).contains(.horizontal) }
                .map { $0.node.sizeThatFits(ProposedSize(width: offer, height: nil)).width }.max() ?? 0
        }.lengths(count: columnCount, available: proposal.width.map { $0 - columnSpacing })
        let columnsWidth = columns.reduce(0, +) + columnSpacing
        var width = columnCount > 0 ? columnsWidth : 0
        for row in rows where row.spansGrid && !unsized(row.cells[0].node).contains(.horizontal) {
            width = max(width, row.cells[0].node.sizeThatFits(ProposedSize(width: proposal.width ?? columnsWidth, height: nil)).width)
        }
        let rowSpacing = verticalSpacing * Double(max(0, rows.count - 1))
        let heights = TrackDistribution { index, offer in
            let row = self.rows[index]
            return row.cells.filter { !self.unsized($0.node).contains(.vertical) }.map { cell in
                cell.node.sizeThatFits(ProposedSize(width: self.cellWidth(cell.column, cell.span, row.spansGrid, columns, width),
                                                    height: offer)).height
            }.max() ?? 0
        }.lengths(count: rows.count, available: proposal.height.map { $0 - rowSpacing })
        return (columns, heights, width)
    }

    private func cellWidth(_ column: Int, _ span: Int, _ spansGrid: Bool, _ columns: [Double], _ gridWidth: Double) -> Double {
        if spansGrid { return gridWidth }
        let end = min(columns.count, column + span)
        guard column < end else { return 0 }
        return columns[column..<end].reduce(0, +) + horizontalSpacing * Double(end - column - 1)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let (_, heights, width) = tracks(proposal)
        return Size(width: width, height: heights.reduce(0, +) + verticalSpacing * Double(max(0, heights.count - 1)))
    }

    func placements(in size: Size, proposal: ProposedSize) -> [ChildPlacement] {
        let (columns, heights, width) = tracks(proposal)
        var columnX: [Double] = []
        var x = 0.0
        for column in columns {
            columnX.append(x)
            x += column + horizontalSpacing
        }
        var placements: [ChildPlacement] = []
        var y = 0.0
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            var cellPlacements: [ChildPlacement] = []
            for cell in row.cells {
                let cellX = row.spansGrid || columnX.isEmpty ? 0 : columnX[min(cell.column, columnX.count - 1)]
                let area = Rect(x: cellX, y: y, width: cellWidth(cell.column, cell.span, row.spansGrid, columns, width), height: height)
                let cellProposal = ProposedSize(area.size)
                let cellSize = cell.node.sizeThatFits(cellProposal)
                let origin: Point
                if let anchor = cell.node.layoutValue(ObjectIdentifier(GridCellAnchorKey.self)) as? UnitPoint {
                    origin = Point(x: area.minX + (area.width - cellSize.width) * anchor.x, y: area.minY + (area.height - cellSize.height) * anchor.y)
                } else {
                    let horizontal = (row.spansGrid || cell.span > 1 ? nil : columnAlignments[cell.column]) ?? alignment.horizontal
                    let cellAlignment = Alignment(horizontal: horizontal, vertical: row.alignment ?? alignment.vertical)
                    origin = cellAlignment.origin(of: cell.node, size: cellSize, proposal: cellProposal, in: area)
                }
                cellPlacements.append(ChildPlacement(node: cell.node, frame: Rect(origin: origin, size: cellSize), proposal: cellProposal))
            }
            if row.spansGrid {
                placements += cellPlacements
            } else if let rowNode = children[index] as? GridRowNode {
                rowNode.cellPlacements = cellPlacements
                placements.append(ChildPlacement(node: rowNode, frame: Rect(x: 0, y: y, width: width, height: height), proposal: ProposedSize(width: width, height: height)))
            }
            y += height + verticalSpacing
        }
        return placements
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        // Cells are placed relative to the grid; rows hold absolute cell frames for their place.
        let local = placements(in: frame.size, proposal: proposal)
        let placed = local.map { placement -> LaidOutView in
            if let row = placement.node as? GridRowNode {
                row.cellPlacements = row.cellPlacements.map {
                    ChildPlacement(node: $0.node, frame: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: $0.proposal)
                }
            }
            return placement.node.place(in: placement.frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: placement.proposal, grid: grid)
        }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: placed, details: [
            LaidOutView.Detail("columns", columnCount.description), LaidOutView.Detail("alignment", alignment.description),
        ])
    }
}
