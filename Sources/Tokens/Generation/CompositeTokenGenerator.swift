import Raster

/// The sections of `DesignTokens.swift` for the composite types SwiftUI has a spelling for, each
/// written only when the set has such tokens (so the shipped output is unchanged):
///
/// - `border` → `DesignBorder` (colour, width, `StrokeStyle`), drawn with `.border(_:cornerRadius:)`;
/// - `strokeStyle` → `DesignStrokeStyle.name(lineWidth:)`, a SwiftUI `StrokeStyle`;
/// - `gradient` → `DesignGradient.name`, a SwiftUI `Gradient` for `LinearGradient(gradient:…)`;
/// - `cubicBezier` → `DesignCurve` with `animation(duration:)` (`Animation.timingCurve`);
/// - `transition` → `DesignTransition` with `animation` (`timingCurve(…).delay(…)`).
///
/// CSS's named line styles become dash patterns by `StrokePattern.dashRule`: `solid` none,
/// `dashed` dashes and gaps three line widths long, `dotted` round dots one line width apart;
/// `double`, `groove`, `ridge`, `inset` and `outset` have no SwiftUI spelling and are drawn
/// solid. Durations are in seconds,
/// as SwiftUI's. Under Pixelproof each value is read from the render being drawn when it is
/// evaluated (`DesignTokenValue.border(_:_:)` and its siblings, through SwiftUI's
/// `CompositeTokenRead`), and recorded there; the generated constant stands outside a render or
/// when the render's tokens lack the token.
enum CompositeTokenGenerator {
    static func sections(reference: ResolvedTokens, modes: [ResolvedTokens], names: TypeNames, registry: inout NameRegistry,
                         semantic: (TokenType) -> [String]) throws(SwiftGenerationError) -> [String] {
        var lines: [String] = []
        func members(_ type: TokenType, scope: String, _ make: (String, String, TokenValue) -> [String]) throws(SwiftGenerationError) -> [String] {
            var body: [String] = []
            for (index, path) in semantic(type).enumerated() {
                let name = try registry.claim(SwiftIdentifier.name(forPath: path, type: type), scope: scope, path: path)
                guard let value = reference.token(path)?.value else { continue }
                if index > 0 { body.append("") }
                body += SwiftUITokenGenerator.documentation(path, reference: reference, modes: modes, indent: "    ")
                body += make(name, path, value)
            }
            return body
        }

        let borders = try members(.border, scope: names.border) { name, path, value in
            guard case .border(let border) = value else { return [] }
            return ["    static var \(name): \(names.border) {",
                    "        DesignTokenValue.border(\"\(path)\", \(names.border)(path: \"\(path)\", color: \(SwiftUITokenGenerator.colorLiteral(border.color)), "
                        + "width: \(format(border.width)), style: \(strokeStyle(border.style, width: format(border.width)))))",
                    "    }"]
        }
        if !borders.isEmpty {
            lines += ["", "// MARK: - Borders", ""] + names.declare("struct", names.short(names.border) + ": Sendable", [
                "    public var path: String",
                "    public var color: Color",
                "    public var width: CGFloat",
                "    public var style: StrokeStyle",
            ], doc: ["/// A border token: colour, width and line pattern, drawn inside a view's edge with `.border(_:cornerRadius:)`."]) + [
                "",
                "public extension View {",
                "    /// This view with `border` drawn inside its edge, following corners of `cornerRadius`.",
                "    func border(_ border: \(names.border), cornerRadius: CGFloat = 0) -> some View {",
                "        overlay(RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(border.color, style: border.style))",
                "    }",
                "}",
                "",
                "public extension \(names.border) {",
            ] + borders + ["}"]
        }

        let strokes = try members(.strokeStyle, scope: names.strokeStyles) { name, path, value in
            guard case .strokeStyle(let pattern) = value else { return [] }
            return ["    public static func \(name)(lineWidth: CGFloat = 1) -> StrokeStyle {",
                    "        DesignTokenValue.strokeStyle(\"\(path)\", lineWidth: lineWidth, \(strokeStyle(pattern, width: "lineWidth")))",
                    "    }"]
        }
        if !strokes.isEmpty {
            lines += ["", "// MARK: - Stroke styles", ""] + names.declare("enum", names.short(names.strokeStyles), strokes,
                doc: ["/// Stroke style tokens as SwiftUI `StrokeStyle`s for a line width: `Circle().stroke(style: …)`."])
        }

        let gradients = try members(.gradient, scope: names.gradients) { name, path, value in
            guard case .gradient(let stops) = value else { return [] }
            let literal = stops.map { ".init(color: \(SwiftUITokenGenerator.colorLiteral($0.color)), location: \(format($0.location)))" }.joined(separator: ", ")
            return ["    public static var \(name): Gradient {",
                    "        DesignTokenValue.gradient(\"\(path)\", Gradient(stops: [\(literal)]))",
                    "    }"]
        }
        if !gradients.isEmpty {
            lines += ["", "// MARK: - Gradients", ""] + names.declare("enum", names.short(names.gradients), gradients,
                doc: ["/// Gradient tokens as SwiftUI `Gradient`s: `LinearGradient(gradient: …, startPoint: .top, endPoint: .bottom)`."])
        }

        let curves = try members(.cubicBezier, scope: names.curve) { name, path, value in
            guard case .cubicBezier(let curve) = value else { return [] }
            return ["    static var \(name): \(names.curve) {",
                    "        DesignTokenValue.curve(\"\(path)\", \(names.curve)(path: \"\(path)\", x1: \(format(curve.x1)), y1: \(format(curve.y1)), x2: \(format(curve.x2)), y2: \(format(curve.y2))))",
                    "    }"]
        }
        if !curves.isEmpty {
            lines += ["", "// MARK: - Curves", ""] + names.declare("struct", names.short(names.curve) + ": Sendable", [
                "    public var path: String",
                "    public var x1: Double",
                "    public var y1: Double",
                "    public var x2: Double",
                "    public var y2: Double",
                "",
                "    /// This curve over `duration` seconds.",
                "    public func animation(duration: Double) -> Animation { .timingCurve(x1, y1, x2, y2, duration: duration) }",
            ], doc: ["/// A cubic Bézier timing curve token, as `Animation.timingCurve`."]) + ["", "public extension \(names.curve) {"] + curves + ["}"]
        }

        let transitions = try members(.transition, scope: names.transition) { name, path, value in
            guard case .transition(let timing) = value else { return [] }
            let curve = timing.timingFunction
            return ["    static var \(name): \(names.transition) {",
                    "        DesignTokenValue.transition(\"\(path)\", \(names.transition)(path: \"\(path)\", duration: \(format(timing.duration / 1000)), delay: \(format(timing.delay / 1000)), "
                        + "x1: \(format(curve.x1)), y1: \(format(curve.y1)), x2: \(format(curve.x2)), y2: \(format(curve.y2))))",
                    "    }"]
        }
        if !transitions.isEmpty {
            lines += ["", "// MARK: - Transitions", ""] + names.declare("struct", names.short(names.transition) + ": Sendable", [
                "    public var path: String",
                "    /// Seconds.",
                "    public var duration: Double",
                "    /// Seconds before it starts.",
                "    public var delay: Double",
                "    public var x1: Double",
                "    public var y1: Double",
                "    public var x2: Double",
                "    public var y2: Double",
                "",
                "    /// `withAnimation(Transition.fade.animation) { … }`.",
                "    public var animation: Animation { .timingCurve(x1, y1, x2, y2, duration: duration).delay(delay) }",
            ], doc: ["/// A transition token: duration, delay and timing curve, as a SwiftUI `Animation`."]) + ["", "public extension \(names.transition) {"] + transitions + ["}"]
        }
        return lines
    }

    /// The `DesignTokenValue` readers the sections in `lines` call: on Apple platforms the
    /// constant; under Pixelproof the token's value in the render being drawn, else the constant.
    static func readers(for lines: [String], names: TypeNames) -> [String] {
        func uses(_ reader: String) -> Bool { lines.contains { $0.contains("DesignTokenValue.\(reader)(") } }
        func reader(_ doc: String, _ signature: String, _ linux: [String]) -> [String] {
            ["", "    /// \(doc)", "    static func \(signature) {", "        #if os(Linux)"] + linux.map { "        " + $0 }
                + ["        #else", "        return value", "        #endif", "    }"]
        }
        var out: [String] = []
        if uses("border") {
            out += reader("A border token's colour, width and pattern.", "border(_ path: String, _ value: \(names.border)) -> \(names.border)", [
                "guard let read = CompositeTokenRead.border(path) else { return value }",
                "return \(names.border)(path: value.path, color: read.color, width: read.width, style: read.style)",
            ])
        }
        if uses("strokeStyle") {
            out += reader("A strokeStyle token at `lineWidth`.", "strokeStyle(_ path: String, lineWidth: CGFloat, _ value: StrokeStyle) -> StrokeStyle", [
                "return CompositeTokenRead.strokeStyle(path, lineWidth: lineWidth) ?? value",
            ])
        }
        if uses("gradient") {
            out += reader("A gradient token's stops.", "gradient(_ path: String, _ value: Gradient) -> Gradient", [
                "return CompositeTokenRead.gradient(path) ?? value",
            ])
        }
        if uses("curve") {
            out += reader("A cubicBezier token's control points.", "curve(_ path: String, _ value: \(names.curve)) -> \(names.curve)", [
                "guard let c = CompositeTokenRead.curve(path) else { return value }",
                "return \(names.curve)(path: value.path, x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2)",
            ])
        }
        if uses("transition") {
            out += reader("A transition token's duration, delay (seconds) and curve.", "transition(_ path: String, _ value: \(names.transition)) -> \(names.transition)", [
                "guard let t = CompositeTokenRead.transition(path) else { return value }",
                "return \(names.transition)(path: value.path, duration: t.duration, delay: t.delay, x1: t.x1, y1: t.y1, x2: t.x2, y2: t.y2)",
            ])
        }
        return out
    }

    private static func format(_ value: Double) -> String { JSONWriter.format(value) }

    /// A `StrokeStyle(…)` expression for `pattern` at `width` (a Swift expression), by
    /// `StrokePattern.dashRule`.
    static func strokeStyle(_ pattern: StrokePattern, width: String) -> String {
        let rule = pattern.dashRule
        guard let lengths = rule.lengths else { return "StrokeStyle(lineWidth: \(width))" }
        let cap: String = switch rule.cap {
        case nil: ""
        case .butt?: ", lineCap: .butt"
        case .round?: ", lineCap: .round"
        case .square?: ", lineCap: .square"
        }
        let dash = lengths.map { length in
            !rule.inLineWidths ? format(length) : length == 0 ? "0" : "\(width) * \(format(length))"
        }
        return "StrokeStyle(lineWidth: \(width)\(cap), dash: [\(dash.joined(separator: ", "))])"
    }
}
