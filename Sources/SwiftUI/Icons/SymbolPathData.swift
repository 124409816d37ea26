import Raster

/// SVG path data (`d="M3 10 L17 10 Z"`) to a path: the commands M L H V C S Q T A Z, absolute
/// (upper case) and relative (lower case), numbers as SVG writes them (`-1.5e2`, `.5.5`,
/// commas or spaces, implicit repeats). Arcs (`A`) become cubics through the SVG endpoint
/// parameterisation (its trigonometry is the only platform maths here).
///
/// The bundled symbols use three more commands, exact without trigonometry:
/// `O cx cy r` (a circle), `R x y w h r` (a rounded rectangle, circular corners) and
/// `E cx cy r from to` (a circular arc from angle `from` to `to` in degrees, multiples of 15,
/// clockwise on screen when `to > from`; 0° points right, 90° down; a line joins the current
/// point to its start when there is one).
///
/// ```swift
/// let arrow = try SymbolPathData.parse("M10 16 V4 M5 9 L10 4 L15 9")
/// ```
public enum SymbolPathData {
    /// Why path data could not be read: the character offset and what was expected there.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var offset: Int
        public var message: String
        public var description: String { "path data, character \(offset): \(message)" }
    }

    public static func parse(_ data: String, extensions: Bool = false) throws -> Raster.Path {
        var parser = Parser(characters: Array(data.unicodeScalars), extensions: extensions)
        return try parser.run()
    }

    private struct Parser {
        let characters: [Unicode.Scalar]
        let extensions: Bool
        var index = 0
        var path = Raster.Path()
        var current = Point(x: 0, y: 0)
        var start = Point(x: 0, y: 0)
        var lastControl: Point?
        var lastQuadControl: Point?
        var hasCurrentPoint = false

        init(characters: [Unicode.Scalar], extensions: Bool) {
            self.characters = characters
            self.extensions = extensions
        }

        mutating func run() throws -> Raster.Path {
            var command: Unicode.Scalar?
            while true {
                skipSeparators()
                guard index < characters.count else { break }
                let c = characters[index]
                if c.properties.isAlphabetic && c != "e" && c != "E" || (extensions && c == "E") {
                    command = c
                    index += 1
                } else if command == nil {
                    throw ParseError(offset: index, message: "expected a command letter (M, L, H, V, C, S, Q, T, A, Z), found '\(c)'")
                }
                guard let letter = command else { break }
                try perform(letter)
                // After a moveto, further pairs are linetos (SVG's implicit commands).
                if letter == "M" { command = "L" } else if letter == "m" { command = "l" }
                if letter == "Z" || letter == "z" { command = nil }
            }
            return path
        }

        mutating func perform(_ letter: Unicode.Scalar) throws {
            let relative = letter.properties.isLowercase
            let base = relative ? current : Point(x: 0, y: 0)
            func point(_ x: Double, _ y: Double) -> Point { Point(x: base.x + x, y: base.y + y) }
            var control: Point?
            var quadControl: Point?
            switch letter {
            case "M", "m":
                let p = point(try number(), try number())
                path.move(to: p)
                current = p
                start = p
                hasCurrentPoint = true
            case "L", "l":
                try requireCurrentPoint(letter)
                let p = point(try number(), try number())
                path.addLine(to: p)
                current = p
            case "H", "h":
                try requireCurrentPoint(letter)
                let x = try number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.addLine(to: current)
            case "V", "v":
                try requireCurrentPoint(letter)
                let y = try number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.addLine(to: current)
            case "C", "c":
                try requireCurrentPoint(letter)
                let c1 = point(try number(), try number()), c2 = point(try number(), try number()), p = point(try number(), try number())
                path.addCurve(to: p, control1: c1, control2: c2)
                control = c2
                current = p
            case "S", "s":
                try requireCurrentPoint(letter)
                let c1 = lastControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = point(try number(), try number()), p = point(try number(), try number())
                path.addCurve(to: p, control1: c1, control2: c2)
                control = c2
                current = p
            case "Q", "q":
                try requireCurrentPoint(letter)
                let c = point(try number(), try number()), p = point(try number(), try number())
                path.addQuadCurve(to: p, control: c)
                quadControl = c
                current = p
            case "T", "t":
                try requireCurrentPoint(letter)
                let c = lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let p = point(try number(), try number())
                path.addQuadCurve(to: p, control: c)
                quadControl = c
                current = p
            case "A", "a":
                try requireCurrentPoint(letter)
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                let p = point(try number(), try number())
                SVGArc.append(from: current, to: p, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep, to: &path)
                current = p
            case "Z", "z":
                if hasCurrentPoint { path.closeSubpath() }
                current = start
            case "O" where extensions:
                let cx = try number(), cy = try number(), r = try number()
                path.addPath(.circle(center: Point(x: cx, y: cy), radius: r))
                current = Point(x: cx + r, y: cy)
                hasCurrentPoint = false
            case "R" where extensions:
                let x = try number(), y = try number(), w = try number(), h = try number(), r = try number()
                path.addPath(.roundedRect(Rect(x: x, y: y, width: w, height: h), cornerRadius: r, style: .circular))
                hasCurrentPoint = false
            case "E" where extensions:
                let cx = try number(), cy = try number(), r = try number(), from = try number(), to = try number()
                guard let arc = SymbolArc.path(cx: cx, cy: cy, r: r, from: from, to: to, continuing: hasCurrentPoint) else {
                    throw ParseError(offset: index, message: "arc angles must be multiples of 15 degrees, found \(from) and \(to)")
                }
                path.addPath(arc.path)
                current = arc.end
                start = hasCurrentPoint ? start : arc.start
                hasCurrentPoint = true
            default:
                throw ParseError(offset: index - 1, message: "unknown command '\(letter)'")
            }
            lastControl = control
            lastQuadControl = quadControl
        }

        mutating func requireCurrentPoint(_ letter: Unicode.Scalar) throws {
            if !hasCurrentPoint { throw ParseError(offset: index - 1, message: "'\(letter)' needs a current point: start with M") }
        }

        mutating func skipSeparators() {
            while index < characters.count, characters[index] == " " || characters[index] == "," || characters[index] == "\n"
                || characters[index] == "\t" || characters[index] == "\r" { index += 1 }
        }

        mutating func flag() throws -> Bool {
            skipSeparators()
            guard index < characters.count, characters[index] == "0" || characters[index] == "1" else {
                throw ParseError(offset: index, message: "expected an arc flag (0 or 1)")
            }
            index += 1
            return characters[index - 1] == "1"
        }

        mutating func number() throws -> Double {
            skipSeparators()
            let begin = index
            if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
            var digits = 0, dot = false
            while index < characters.count {
                let c = characters[index]
                if c.properties.numericType != nil, c.isASCII { digits += 1; index += 1 }
                else if c == ".", !dot { dot = true; index += 1 }
                else { break }
            }
            if digits > 0, index < characters.count, characters[index] == "e" || characters[index] == "E" {
                var look = index + 1
                if look < characters.count, characters[look] == "-" || characters[look] == "+" { look += 1 }
                if look < characters.count, characters[look].isASCII, characters[look].properties.numericType != nil {
                    index = look
                    while index < characters.count, characters[index].isASCII, characters[index].properties.numericType != nil { index += 1 }
                }
            }
            let text = String(String.UnicodeScalarView(characters[begin..<index]))
            guard digits > 0, let value = Double(text), value.isFinite else {
                throw ParseError(offset: begin, message: index < characters.count ? "expected a number, found '\(characters[index])'" : "expected a number, found the end")
            }
            return value
        }
    }
}

/// Circular arcs in 15° steps from exact constants (no trigonometry at run time).
enum SymbolArc {
    /// cos and sin of k·15°, k = 0…23.
    static let unit: [(Double, Double)] = (0..<24).map { k in
        let c: [Double] = [1, 0.9659258262890683, 0.8660254037844387, 0.7071067811865476, 0.5, 0.25881904510252074, 0]
        let q = k / 6, r = k % 6
        let (x, y) = (c[r], c[6 - r])
        switch q {
        case 0: return (x, y)
        case 1: return (-y, x)
        case 2: return (-x, -y)
        default: return (y, -x)
        }
    }
    /// The control-point distance of a 15° cubic arc of radius 1: 4/3 · tan(3.75°).
    static let handle = 0.08739128375365096

    static func path(cx: Double, cy: Double, r: Double, from: Double, to: Double, continuing: Bool) -> (path: Raster.Path, start: Point, end: Point)? {
        guard from.truncatingRemainder(dividingBy: 15) == 0, to.truncatingRemainder(dividingBy: 15) == 0, abs(to - from) <= 360 * 4 else { return nil }
        let a = Int(from / 15), b = Int(to / 15)
        func at(_ k: Int) -> (Double, Double) { unit[((k % 24) + 24) % 24] }
        func point(_ k: Int) -> Point { let (c, s) = at(k); return Point(x: cx + r * c, y: cy + r * s) }
        var path = Raster.Path()
        let first = point(a)
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        let step = b >= a ? 1 : -1
        var k = a
        while k != b {
            let (c0, s0) = at(k), (c1, s1) = at(k + step)
            let h = handle * r * Double(step)
            let control1 = Point(x: cx + r * c0 - h * s0, y: cy + r * s0 + h * c0)
            let control2 = Point(x: cx + r * c1 + h * s1, y: cy + r * s1 - h * c1)
            path.addCurve(to: point(k + step), control1: control1, control2: control2)
            k += step
        }
        return (path, first, point(b))
    }
}
