import BitmapText
import Raster
import Tokens

extension TextRun {
    /// Draws styled runs: each run's glyphs in its paint on the line's shared baseline, inline
    /// symbols in their run's paint, then underlines (2 pt below the baseline at body size)
    /// and strikethroughs (through the middle of lower-case letters), one line thick per 17 pt
    /// rounded, at least 1 pt, under each run's stretch of each line.
    func drawStyled(into canvas: Raster.Canvas) {
        let runs = pieces.map { piece -> StyledRun in
            if let symbol = piece.symbol {
                let size = piece.style.style.pointSize(at: dynamicTypeSize)
                let width = size * symbol.width / Icon.unitsPerEm, height = size * symbol.height / Icon.unitsPerEm
                let middle = size * 0.35
                return StyledRun(content: .attachment(width: width, ascent: height / 2 + middle, descent: height / 2 - middle),
                                 style: piece.style.style, baselineOffset: piece.baselineOffset)
            }
            return StyledRun(piece.text, style: piece.style.style, baselineOffset: piece.baselineOffset)
        }
        let layout = StyledTextLayout(runs: runs, dynamicTypeSize: dynamicTypeSize, maxWidth: wrapWidth, lineLimit: maxLines,
                                      truncation: truncationMode, alignment: alignment, lineSpacing: lineSpacing)
        let slack = max(0, frame.width - layout.size.width)
        let dx: Double
        switch alignment {
        case .leading: dx = 0
        case .center: dx = slack / 2
        case .trailing: dx = slack
        }
        let origin = Point(x: frame.minX + dx, y: frame.minY)
        let inks = pieces.map { $0.paint.rasterPaint(in: frame) }
        let factor = Double(canvas.scale.factor)
        let pixelX = Int((origin.x * factor).rounded(.toNearestOrAwayFromZero))
        let pixelY = Int((origin.y * factor).rounded(.toNearestOrAwayFromZero))
        layout.draw(atPixelX: pixelX, y: pixelY, scale: canvas.scale) { mask, x, y, run in
            canvas.drawMask(mask, atPixelX: x, y: y, paint: inks[run])
        }
        // Positions in points from the same pixel-snapped origin the glyphs used.
        let snappedOrigin = Point(x: Double(pixelX) / factor, y: Double(pixelY) / factor)
        for attachment in layout.attachments {
            guard let symbol = pieces[attachment.run].symbol else { continue }
            let rect = attachment.rect.offsetBy(dx: snappedOrigin.x, dy: snappedOrigin.y)
            for part in symbol.parts(in: rect) where part.opacity > 0 {
                let paint = part.opacity == 1 ? pieces[attachment.run].paint : pieces[attachment.run].paint.withOpacity(part.opacity)
                if let lineWidth = part.lineWidth {
                    canvas.stroke(part.path, Raster.StrokeStyle(width: lineWidth, cap: .round, join: .round), paint.rasterPaint(in: rect))
                } else {
                    canvas.fill(part.path, paint.rasterPaint(in: rect))
                }
            }
        }
        for line in layout.lines {
            for segment in line.segments {
                let piece = pieces[segment.run]
                guard piece.underline != nil || piece.strikethrough != nil, piece.symbol == nil else { continue }
                let size = layout.pointSize(ofRun: segment.run)
                let thickness = max(1, (size / 17).rounded())
                let baseline = snappedOrigin.y + line.baseline - piece.baselineOffset
                let x = snappedOrigin.x + segment.minX, width = segment.maxX - segment.minX
                if let color = piece.underline {
                    let y = (baseline + max(1, (size * 2 / 17).rounded())).rounded()
                    canvas.fill(Rect(x: x, y: y, width: width, height: thickness), .solid(color.rgba))
                }
                if let color = piece.strikethrough {
                    let y = (baseline - (size * 0.3).rounded() - thickness / 2).rounded()
                    canvas.fill(Rect(x: x, y: y, width: width, height: thickness), .solid(color.rgba))
                }
            }
        }
    }
}
