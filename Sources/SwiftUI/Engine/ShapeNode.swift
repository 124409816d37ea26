import BitmapText
import Raster
import Tokens

/// Shapes, colours and gradients: they take whatever size is offered, 10 × 10 points when
/// asked for their ideal size.
final class ShapeNode: LayoutNode {
    enum Drawing {
        case fill(ResolvedPaint)
        case stroke(ResolvedPaint, lineWidth: Double, insideBorder: Bool)
        case styled(ResolvedPaint, ShapeDrawing, insideBorder: Bool)

        var paint: ResolvedPaint {
            switch self {
            case .fill(let paint), .stroke(let paint, _, _), .styled(let paint, _, _): paint
            }
        }
    }

    let kind: String
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let outline: ShapeOutline
    let drawing: Drawing

    init(kind: String, outline: ShapeOutline, drawing: Drawing) {
        self.kind = kind
        self.outline = outline
        self.drawing = drawing
    }

    convenience init(kind: String, geometry: ShapeGeometry, drawing: Drawing, tokens: [String]) {
        self.init(kind: kind, outline: ShapeOutline(tokenPaths: tokens) { rect in (geometry, rect) }, drawing: drawing)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let snapped = grid.snap(frame)
        let (geometry, drawRect) = outline.make(snapped)
        var details = [LaidOutView.Detail("shape", ShapeNode.describe(geometry))]
        let content: DrawContent
        switch drawing {
        case .fill(let paint):
            details.append(LaidOutView.Detail("fill", paint.description))
            content = .fill(geometry, paint, in: drawRect)
        case .stroke(let paint, let lineWidth, let insideBorder):
            details.append(LaidOutView.Detail(insideBorder ? "strokeBorder" : "stroke", "\(paint) width \(formatPoints(lineWidth))"))
            let inset = insideBorder ? lineWidth / 2 : 0
            content = .stroke(geometry.inset(by: inset), paint, lineWidth: lineWidth, in: drawRect.inset(by: Raster.EdgeInsets(all: inset)))
        case .styled(let paint, let drawing, let insideBorder):
            content = ShapeNode.styledContent(geometry, drawRect, paint, drawing, insideBorder: insideBorder, details: &details)
        }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, details: details + tokenDetails, content: content)
    }

    private var tokenDetails: [LaidOutView.Detail] {
        outline.tokenPaths.isEmpty ? [] : [LaidOutView.Detail("tokens", outline.tokenPaths.joined(separator: ", "))]
    }

    static func describe(_ geometry: ShapeGeometry) -> String {
        switch geometry {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radii, let style): "roundedRectangle \(radii) \(style.rawValue)"
        case .capsule(let style): "capsule \(style.rawValue)"
        case .ellipse: "ellipse"
        case .path(let path): "path \(path.elements.count) elements"
        }
    }
}
