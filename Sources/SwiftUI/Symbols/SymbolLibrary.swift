import Raster

/// Builds the bundled symbols from `SymbolDrawings` and derives their enclosed forms:
/// `name.circle` (the glyph at 65 % inside a 1.6-unit ring), `name.circle.fill` (a filled disc
/// with the glyph cut out), and likewise `.square` / `.square.fill` (a rounded square).
enum SymbolLibrary {
    /// The default stroke width of the regular weight, in design units.
    static let regularStroke = 1.7

    /// Glyphs that get enclosed forms: the glyph's name, which enclosures, and whether the
    /// inside uses the glyph's `.fill` drawing (play, pause, stop: solid inside the ring).
    static let enclosures: [(glyph: String, shapes: [String], solidInside: Bool)] = [
        ("chevron.up", ["circle"], false), ("chevron.down", ["circle"], false),
        ("chevron.left", ["circle"], false), ("chevron.right", ["circle"], false),
        ("chevron.backward", ["circle"], false), ("chevron.forward", ["circle"], false),
        ("arrow.up", ["circle", "square"], false), ("arrow.down", ["circle", "square"], false),
        ("arrow.left", ["circle", "square"], false), ("arrow.right", ["circle"], false),
        ("arrow.clockwise", ["circle"], false), ("arrow.counterclockwise", ["circle"], false),
        ("arrow.up.right", ["circle"], false),
        ("checkmark", ["circle", "square"], false), ("xmark", ["circle", "square"], false),
        ("plus", ["circle", "square"], false), ("minus", ["circle", "square"], false),
        ("info", ["circle"], false), ("exclamationmark", ["circle"], false), ("questionmark", ["circle"], false),
        ("ellipsis", ["circle"], false), ("person", ["circle"], true), ("heart", ["circle"], true),
        ("star", ["circle"], true), ("play", ["circle"], true), ("pause", ["circle"], true), ("stop", ["circle"], true),
        ("bolt", ["circle"], true), ("bell", ["circle"], false), ("phone", ["circle"], true), ("location", ["circle"], true),
        ("magnifyingglass", ["circle"], false), ("gearshape", ["circle"], false),
        ("slash", ["circle"], false),
    ]

    /// Drawings whose spec did not parse (left out; a test keeps this empty).
    static let problems: [String] = SymbolDrawings.entries.compactMap { entry in
        do {
            _ = try icon(named: entry.name, width: entry.width, height: entry.height, spec: entry.spec)
            return nil
        } catch {
            return "\(entry.name): \(error)"
        }
    }

    static let bundled: [Icon] = {
        var icons: [Icon] = []
        for entry in SymbolDrawings.entries {
            if let icon = try? icon(named: entry.name, width: entry.width, height: entry.height, spec: entry.spec) { icons.append(icon) }
        }
        var byName: [String: Icon] = [:]
        for icon in IconSet.original + icons where byName[icon.name] == nil { byName[icon.name] = icon }
        // The triangle warning, filled with its mark cut out.
        if let mark = byName["exclamationmark"] {
            let triangle = Raster.Path.polyline([(10, 2.5), (18.5, 17), (1.5, 17)], closed: true)
            icons.append(Icon(name: "exclamationmark.triangle.fill", width: 20, height: 20,
                              parts: [Icon.Part(path: triangle, lineWidth: 2.2), Icon.Part(path: triangle, lineWidth: nil)]
                                  + inside(mark, box: Rect(x: 6, y: 6.5, width: 8, height: 10), erasing: true)))
        }
        for (glyph, shapes, solidInside) in enclosures {
            guard let outline = byName[glyph] else { continue }
            let solid = byName[glyph + ".fill"] ?? outline
            for shape in shapes {
                let ring: Raster.Path, disc: Raster.Path
                if shape == "circle" {
                    ring = .circle(center: Point(x: 10, y: 10), radius: 8.5)
                    disc = .circle(center: Point(x: 10, y: 10), radius: 9.2)
                } else {
                    ring = .roundedRect(Rect(x: 2.2, y: 2.2, width: 15.6, height: 15.6), cornerRadius: 3.8, style: .circular)
                    disc = .roundedRect(Rect(x: 1.4, y: 1.4, width: 17.2, height: 17.2), cornerRadius: 4.4, style: .circular)
                }
                let box = Rect(x: 3.5, y: 3.5, width: 13, height: 13)
                icons.append(Icon(name: "\(glyph).\(shape)", width: 20, height: 20,
                                  parts: [Icon.Part(path: ring, lineWidth: 1.6)] + inside(solidInside ? solid : outline, box: box, erasing: false)))
                icons.append(Icon(name: "\(glyph).\(shape).fill", width: 20, height: 20,
                                  parts: [Icon.Part(path: disc, lineWidth: nil)] + inside(solid, box: box, erasing: true)))
            }
        }
        return icons
    }()

    /// `glyph`'s parts fitted into `box` (centred, aspect kept; strokes scaled less than the
    /// outline so they keep their weight), painting or erasing.
    static func inside(_ glyph: Icon, box: Rect, erasing: Bool) -> [Icon.Part] {
        let scale = min(box.width / max(glyph.width, 1), box.height / max(glyph.height, 1))
        let dx = box.midX - glyph.width * scale / 2, dy = box.midY - glyph.height * scale / 2
        let transform = Transform(scaleX: scale, scaleY: scale, translateX: dx, translateY: dy)
        return glyph.parts.map { part in
            Icon.Part(path: part.path.applying(transform), lineWidth: part.lineWidth.map { max(1.2, $0 * 0.85) }, opacity: part.opacity,
                      erases: erasing ? !part.erases : part.erases)
        }
    }

    /// One symbol from its spec (see `SymbolDrawings`).
    static func icon(named name: String, width: Double, height: Double, spec: String) throws -> Icon {
        let parts = try spec.split(separator: "|").map { piece -> Icon.Part in
            let text = piece.trimmingCharacters(in: .whitespaces)
            guard let space = text.firstIndex(of: " ") else {
                throw SymbolPathData.ParseError(offset: 0, message: "symbol '\(name)': a part needs a kind and path data, found '\(text)'")
            }
            let kind = text[..<space], data = String(text[text.index(after: space)...])
            let path = try SymbolPathData.parse(data, extensions: true)
            guard let letter = kind.first else { throw SymbolPathData.ParseError(offset: 0, message: "symbol '\(name)': empty part kind") }
            let width = Double(kind.dropFirst()) ?? regularStroke
            switch letter {
            case "s": return Icon.Part(path: path, lineWidth: width)
            case "f": return Icon.Part(path: path, lineWidth: nil)
            case "x": return Icon.Part(path: path, lineWidth: width, erases: true)
            case "k": return Icon.Part(path: path, lineWidth: nil, erases: true)
            default: throw SymbolPathData.ParseError(offset: 0, message: "symbol '\(name)': unknown part kind '\(kind)' (s, f, x, k)")
            }
        }
        return Icon(name: name, width: width, height: height, parts: parts)
    }
}

extension IconSet {
    /// Bundled drawings that failed to parse, with the parser's message (empty when sound).
    public static var drawingProblems: [String] { SymbolLibrary.problems }
}
