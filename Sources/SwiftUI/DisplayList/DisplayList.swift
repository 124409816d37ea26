import BitmapText
import Raster
import Tokens

/// Drawing commands in points, with colours resolved and token paths kept, in painter's order.
/// The rasterizer draws them at any scale; tests and tools can read them.
///
/// ```swift
/// let list = DisplayList(layout(card, size: .width(390), tokens: tokens))
/// list.commands.first   // .fill(.roundedRectangle(16, continuous), in: (0, 0) 390×120, paint: #F4F4F7 {bg.surface})
/// ```
public struct DisplayList: Sendable {
    public var size: Size
    public var commands: [DisplayCommand]

    public init(size: Size, commands: [DisplayCommand]) {
        self.size = size
        self.commands = commands
    }

    /// The commands of a laid-out tree. Opacity multiplies into the paints below it (SwiftUI
    /// fades each drawing on its own); a compositing group, a clip or a shadow opens a layer
    /// that the inherited opacity applies to as a whole.
    public init(_ result: LayoutResult) {
        size = result.size
        commands = []
        append(result.root, opacity: 1)
    }

    private mutating func append(_ view: LaidOutView, opacity inherited: Double) {
        var opacity = inherited
        var layers = 0
        for effect in view.effects {
            switch effect {
            case .hidden:
                commands.append(contentsOf: Array(repeating: DisplayCommand.endLayer, count: layers))
                return
            case .opacity(let value):
                opacity *= value
            case .compositingGroup:
                commands.append(.beginLayer(DisplayLayer(opacity: opacity)))
                opacity = 1
                layers += 1
            case .clip(let geometry, let rect):
                commands.append(.beginLayer(DisplayLayer(opacity: opacity, clip: DisplayLayer.Clip(geometry: geometry, rect: rect))))
                opacity = 1
                layers += 1
            case .shadow(let shadow):
                commands.append(.beginLayer(DisplayLayer(opacity: opacity, shadow: shadow)))
                opacity = 1
                layers += 1
            case .layer(let effects, let mask):
                commands.append(.beginLayer(DisplayLayer(opacity: opacity, effects: effects, mask: mask.map(DisplayList.commands(of:)))))
                opacity = 1
                layers += 1
            }
        }
        if let content = view.content {
            appendContent(content, opacity: opacity)
        }
        for child in view.children {
            append(child, opacity: opacity)
        }
        commands.append(contentsOf: Array(repeating: DisplayCommand.endLayer, count: layers))
    }

    private mutating func appendContent(_ content: DrawContent, opacity: Double) {
        func faded(_ paint: ResolvedPaint) -> ResolvedPaint { opacity == 1 ? paint : paint.withOpacity(opacity) }
        switch content {
        case .fill(let geometry, let paint, let rect):
            commands.append(.fill(geometry, in: rect, paint: faded(paint)))
        case .stroke(let geometry, let paint, let lineWidth, let rect):
            commands.append(.stroke(geometry, in: rect, paint: faded(paint), lineWidth: lineWidth, lineCap: .butt))
        case .text(var run):
            run.paint = faded(run.paint)
            for index in run.pieces.indices {
                run.pieces[index].paint = faded(run.pieces[index].paint)
                run.pieces[index].underline = run.pieces[index].underline.map { $0.withOpacity(opacity) }
                run.pieces[index].strikethrough = run.pieces[index].strikethrough.map { $0.withOpacity(opacity) }
            }
            run.caret = run.caret.map { $0.withOpacity(opacity) }
            commands.append(.text(run))
        case .vector(let parts, let paint):
            // Cut-outs erase only the symbol's own parts: the symbol is drawn in a layer.
            let erases = parts.contains(where: \.erases)
            if erases { commands.append(.beginLayer(DisplayLayer(opacity: 1))) }
            defer { if erases { commands.append(.endLayer) } }
            for part in parts where part.opacity > 0 {
                let partPaint = faded(part.opacity == 1 ? paint : paint.withOpacity(part.opacity))
                let bounds = Rect.zero
                if part.erases {
                    commands.append(.erase(.path(part.path), in: bounds, lineWidth: part.lineWidth))
                } else if let lineWidth = part.lineWidth {
                    commands.append(.stroke(.path(part.path), in: bounds, paint: partPaint, lineWidth: lineWidth, lineCap: .round))
                } else {
                    commands.append(.fill(.path(part.path), in: bounds, paint: partPaint))
                }
            }
        case .styled(let geometry, let paint, let drawing, let rect):
            commands.append(.shape(geometry, in: rect, paint: faded(paint), drawing: drawing))
        case .images(let images):
            for var image in images {
                image.opacity *= opacity
                commands.append(.image(image))
            }
        }
    }

    /// The commands of one laid-out subtree (a mask's).
    static func commands(of view: LaidOutView) -> [DisplayCommand] {
        var list = DisplayList(size: .zero, commands: [])
        list.append(view, opacity: 1)
        return list.commands
    }

    /// Every token path the commands paint with, sorted.
    public var tokenPaths: [String] {
        Set(commands.flatMap(\.tokenPaths)).sorted()
    }
}

/// One drawing step. Geometry is in points; `.path` outlines are absolute and ignore `in:`.
public enum DisplayCommand: Sendable, Hashable {
    case fill(ShapeGeometry, in: Rect, paint: ResolvedPaint)
    case stroke(ShapeGeometry, in: Rect, paint: ResolvedPaint, lineWidth: Double, lineCap: LineCap)
    /// A fill under a fill rule, or a stroke with dashes, caps and joins.
    case shape(ShapeGeometry, in: Rect, paint: ResolvedPaint, drawing: ShapeDrawing)
    case text(TextRun)
    /// Removes what the enclosing layer drew under the outline (a stroke of `lineWidth` with
    /// round caps, or the filled outline when nil): a filled symbol's cut-out glyph.
    case erase(ShapeGeometry, in: Rect, lineWidth: Double?)
    /// A bitmap resampled into its rectangle.
    case image(DrawnImage)
    /// Starts drawing into a layer; the matching `endLayer` composites it with the layer's
    /// opacity, clip and shadow.
    case beginLayer(DisplayLayer)
    case endLayer

    /// The token paths this command paints with.
    public var tokenPaths: [String] {
        switch self {
        case .fill(_, _, let paint), .stroke(_, _, let paint, _, _), .shape(_, _, let paint, _): paint.tokenPaths
        case .text(let run):
            run.paint.tokenPaths + (run.style.tokenPath.map { [$0] } ?? [])
                + run.pieces.flatMap { $0.paint.tokenPaths + ($0.style.tokenPath.map { [$0] } ?? []) }
        case .beginLayer(let layer): (layer.shadow?.color.tokenPath.map { [$0] } ?? []) + (layer.mask ?? []).flatMap(\.tokenPaths)
        case .endLayer, .erase: []
        case .image(let image): image.tint?.tokenPaths ?? []
        }
    }
}

/// How a `shape` command draws: filled under a rule, or stroked with a full style.
public enum ShapeDrawing: Sendable, Hashable {
    case fill(FillRule)
    case stroke(Raster.StrokeStyle)
}

/// How line ends are drawn: flat at the end point, or rounded (symbols).
public enum LineCap: String, Sendable, Hashable {
    case butt, round
}

/// An offscreen group: composited with `opacity`, clipped to `clip`, casting `shadow`.
public struct DisplayLayer: Sendable, Hashable {
    public struct Clip: Sendable, Hashable {
        public var geometry: ShapeGeometry
        public var rect: Rect

        public init(geometry: ShapeGeometry, rect: Rect) {
            self.geometry = geometry
            self.rect = rect
        }
    }

    public var opacity: Double
    public var clip: Clip?
    public var shadow: ResolvedShadow?
    /// Transform, blend mode, colour matrix and blur applied when the layer closes.
    public var effects: LayerEffects?
    /// Commands drawing the mask whose alpha the layer is multiplied by.
    public var mask: [DisplayCommand]?

    public init(opacity: Double, clip: Clip? = nil, shadow: ResolvedShadow? = nil, effects: LayerEffects? = nil,
                mask: [DisplayCommand]? = nil) {
        self.opacity = opacity
        self.clip = clip
        self.shadow = shadow
        self.effects = effects
        self.mask = mask
    }
}
