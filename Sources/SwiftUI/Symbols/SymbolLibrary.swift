import Raster
import Synchronization

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

    /// Every name `icon(named:)` gives an icon for, sorted: each original drawing, each bundled
    /// drawing that parses, the filled warning triangle and the enclosed forms of glyphs that
    /// exist. Asking for it makes every symbol (what `IconSet.standard.names` costs).
    static let names: [String] = {
        let candidates = Set(originals.keys).union(drawings.keys).union(enclosed.keys).union(["exclamationmark.triangle.fill"])
        return candidates.filter { icon(named: $0) != nil }.sorted()
    }()

    // MARK: One symbol at a time

    /// The icon `IconSet.standard` has under `name`, made on first request and kept: an original
    /// drawing, else the first bundled drawing of that name that parses, else the filled warning
    /// triangle or an enclosed form of a glyph that exists; the drawings nobody asks for are
    /// never parsed.
    static func icon(named name: String) -> Icon? {
        if let known = made.withLock({ $0[name] }) { return known }
        let icon = make(name)
        made.withLock { $0[name] = .some(icon) }
        return icon
    }

    private static let made = Mutex<[String: Icon?]>([:])

    private static let originals: [String: Icon] =
        Dictionary(IconSet.original.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    /// Each name's drawings, in entry order.
    private static let drawings: [String: [SymbolDrawings.Entry]] = Dictionary(grouping: SymbolDrawings.entries, by: \.name)
    /// Each enclosed form's name with its glyph, enclosure and fill, in `enclosures`' order.
    private static let enclosed: [String: [(glyph: String, shape: String, solidInside: Bool, filled: Bool)]] = {
        var forms: [String: [(glyph: String, shape: String, solidInside: Bool, filled: Bool)]] = [:]
        for (glyph, shapes, solidInside) in enclosures {
            for shape in shapes {
                forms["\(glyph).\(shape)", default: []].append((glyph, shape, solidInside, false))
                forms["\(glyph).\(shape).fill", default: []].append((glyph, shape, solidInside, true))
            }
        }
        return forms
    }()

    private static func make(_ name: String) -> Icon? {
        if let icon = drawn(name) { return icon }
        if name == "exclamationmark.triangle.fill", let mark = drawn("exclamationmark") { return warningTriangle(mark: mark) }
        for form in enclosed[name] ?? [] {
            guard let outline = drawn(form.glyph) else { continue }
            let solid = drawn(form.glyph + ".fill") ?? outline
            let (outlined, filled) = enclosedForms(of: form.glyph, in: form.shape, outline: outline, solid: solid, solidInside: form.solidInside)
            return form.filled ? filled : outlined
        }
        return nil
    }

    /// An original drawing of `name`, else the first bundled drawing of that name that parses.
    private static func drawn(_ name: String) -> Icon? {
        if let original = originals[name] { return original }
        for entry in drawings[name] ?? [] {
            if let icon = try? icon(named: entry.name, width: entry.width, height: entry.height, spec: entry.spec) { return icon }
        }
        return nil
    }

    /// The triangle warning, filled with its mark cut out.
    static func warningTriangle(mark: Icon) -> Icon {
        let triangle = Raster.Path.polyline([(10, 2.5), (18.5, 17), (1.5, 17)], closed: true)
        return Icon(name: "exclamationmark.triangle.fill", width: 20, height: 20,
                    parts: [Icon.Part(path: triangle, lineWidth: 2.2), Icon.Part(path: triangle, lineWidth: nil)]
                        + inside(mark, box: Rect(x: 6, y: 6.5, width: 8, height: 10), erasing: true))
    }

    /// `glyph` in a ring (`circle`) or a rounded square, and on a filled disc or square with the glyph cut out.
    static func enclosedForms(of glyph: String, in shape: String, outline: Icon, solid: Icon, solidInside: Bool) -> (Icon, Icon) {
        let ring: Raster.Path, disc: Raster.Path
        if shape == "circle" {
            ring = .circle(center: Point(x: 10, y: 10), radius: 8.5)
            disc = .circle(center: Point(x: 10, y: 10), radius: 9.2)
        } else {
            ring = .roundedRect(Rect(x: 2.2, y: 2.2, width: 15.6, height: 15.6), cornerRadius: 3.8, style: .circular)
            disc = .roundedRect(Rect(x: 1.4, y: 1.4, width: 17.2, height: 17.2), cornerRadius: 4.4, style: .circular)
        }
        let box = Rect(x: 3.5, y: 3.5, width: 13, height: 13)
        return (Icon(name: "\(glyph).\(shape)", width: 20, height: 20,
                     parts: [Icon.Part(path: ring, lineWidth: 1.6)] + inside(solidInside ? solid : outline, box: box, erasing: false)),
                Icon(name: "\(glyph).\(shape).fill", width: 20, height: 20,
                     parts: [Icon.Part(path: disc, lineWidth: nil)] + inside(solid, box: box, erasing: true)))
    }

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
