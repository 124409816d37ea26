import BitmapText
import Raster
import Tokens

/// Draws display lists with the Raster layer's canvas, at the canvas's scale.
extension DisplayList {
    /// Draws every command into `canvas` (whose size should be this list's size).
    ///
    /// ```swift
    /// let canvas = Canvas(size: list.size, scale: .x2, background: .white)
    /// list.draw(into: canvas)
    /// ```
    public func draw(into canvas: Raster.Canvas) {
        DisplayList.draw(commands, into: canvas)
    }

    private static func draw(_ commands: [DisplayCommand], into canvas: Raster.Canvas) {
        var open: [(saved: Bool, layer: Bool, mask: [DisplayCommand]?)] = []
        var index = 0
        while index < commands.count {
            let command = commands[index]
            index += 1
            switch command {
            case .fill(let geometry, let rect, let paint):
                if case .material(_, _, let radius) = paint { canvas.blurBackdrop(in: geometry.path(in: rect), radius: radius) }
                if case .rectangle = geometry {
                    canvas.fill(rect, paint.rasterPaint(in: rect))
                } else {
                    canvas.fill(geometry.path(in: rect), paint.rasterPaint(in: rect))
                }
            case .stroke(let geometry, let rect, let paint, let lineWidth, let cap):
                let bounds = rect.isEmpty ? geometry.path(in: rect).controlPointBounds : rect
                let style = Raster.StrokeStyle(width: lineWidth, cap: cap == .round ? .round : .butt, join: cap == .round ? .round : .miter)
                canvas.stroke(geometry.path(in: rect), style, paint.rasterPaint(in: bounds))
            case .shape(let geometry, let rect, let paint, let drawing):
                drawShape(geometry, in: rect, paint: paint, drawing: drawing, into: canvas)
            case .text(let run):
                run.draw(into: canvas)
            case .erase(let geometry, let rect, let lineWidth):
                if let lineWidth {
                    canvas.eraseStroke(geometry.path(in: rect), Raster.StrokeStyle(width: lineWidth, cap: .round, join: .round))
                } else {
                    canvas.erase(geometry.path(in: rect))
                }
            case .image(let image):
                image.draw(into: canvas)
            case .beginLayer(let layer):
                if let end = drawMappedLayer(layer, commands, from: index, into: canvas) {
                    index = end
                    continue
                }
                var entry = (saved: false, layer: false, mask: layer.mask)
                if let clip = layer.clip {
                    canvas.save()
                    canvas.clip(to: clip.geometry.path(in: clip.rect))
                    entry.saved = true
                }
                if layer.effects != nil || layer.mask != nil {
                    canvas.beginLayer(opacity: layer.opacity, effects: layer.effects ?? LayerEffects())
                    entry.layer = true
                } else if layer.opacity != 1 || layer.shadow != nil || layer.clip == nil {
                    let shadow = layer.shadow.map { Shadow(color: $0.color.rgba, radius: $0.radius, x: $0.x, y: $0.y) }
                    canvas.beginLayer(opacity: layer.opacity, shadow: shadow)
                    entry.layer = true
                }
                open.append(entry)
            case .endLayer:
                guard let entry = open.popLast() else { continue }
                if let mask = entry.mask {
                    canvas.beginMask()
                    draw(mask, into: canvas)
                }
                if entry.layer { canvas.endLayer() }
                if entry.saved { canvas.restore() }
            }
        }
    }

    /// The list drawn on a fresh canvas of its size at `scale`.
    public func rasterize(scale: DisplayScale, background: RGBA8 = .clear) -> Bitmap {
        let canvas = Raster.Canvas(size: size, scale: scale, background: background)
        draw(into: canvas)
        return canvas.makeBitmap()
    }
}

extension ShapeGeometry {
    /// The outline as a Raster path inside `rect` (`.path` outlines are already absolute).
    func path(in rect: Rect) -> Raster.Path {
        switch self {
        case .rectangle:
            return .rect(rect)
        case .roundedRectangle(let radii, let style):
            return .roundedRect(rect, cornerRadii: radii, style: style.cornerStyle)
        case .capsule:
            return .capsule(in: rect)
        case .ellipse:
            return .ellipse(in: rect)
        case .path(let path):
            return path
        }
    }
}

extension ResolvedPaint {
    /// The Raster paint, gradients placed in `rect`.
    func rasterPaint(in rect: Rect) -> Paint {
        switch self {
        case .solid(let color):
            return .solid(color.rgba)
        case .linearGradient(let stops, let start, let end):
            func point(_ unit: UnitPoint) -> Point { Point(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height) }
            return .linearGradient(start: point(start), end: point(end), stops: stops.map { GradientStop($0.color.rgba, at: $0.location) })
        default:
            return otherRasterPaint(in: rect)
        }
    }
}

extension TextRun {
    /// Draws the text with the bundled bitmap fonts: lines broken at `wrapWidth` exactly as
    /// layout broke them, the block aligned inside `frame`, and a caret after the text when
    /// focused.
    func draw(into canvas: Raster.Canvas) {
        if !(pieces.count <= 1 && pieces.allSatisfy(\.isPlain)) {
            drawStyled(into: canvas)
            return
        }
        let layout = TextLayout(text: text, style: style.style, dynamicTypeSize: dynamicTypeSize, maxWidth: wrapWidth, lineLimit: maxLines,
                                truncation: truncationMode, alignment: alignment, lineSpacing: lineSpacing)
        let slack = max(0, frame.width - layout.size.width)
        let dx: Double
        switch alignment {
        case .leading: dx = 0
        case .center: dx = slack / 2
        case .trailing: dx = slack
        }
        let origin = Point(x: frame.minX + dx, y: frame.minY)
        let ink = paint.rasterPaint(in: frame)
        layout.draw(at: origin, scale: canvas.scale) { mask, x, y in
            canvas.drawMask(mask, atPixelX: x, y: y, paint: ink)
        }
        if let caret {
            let last = layout.lines.last
            let atStart = isPlaceholder && alignment != .trailing
            let x = atStart ? origin.x - 1 : origin.x + (last.map { $0.origin.x + $0.width } ?? 0) + 1
            // The caret scales with the font: 2 pt wide at 17 pt (in half points, at least 1 pt),
            // from the font's ascent above the baseline to its descent below.
            let width = max(1, (layout.pointSize * 4 / 17).rounded() / 2)
            let baseline = origin.y + (last?.baseline ?? layout.firstBaseline)
            let top = last == nil ? origin.y + (layout.lineHeight - layout.ascent - layout.descent) / 2 : baseline - layout.ascent
            canvas.fill(Rect(x: x, y: top, width: width, height: layout.ascent + layout.descent), .solid(caret.rgba))
        }
    }
}
