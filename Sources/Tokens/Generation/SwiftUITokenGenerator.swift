import Raster

/// The Swift half of the seeds' pipeline (`figma-and-swiftui-design-system-setup.md`): plain
/// SwiftUI that compiles on Apple platforms with no Pixelproof dependency, and under
/// Pixelproof's `SwiftUI` on Linux reads every value from the tokens of the render being drawn
/// and records it, so a token review re-resolves it.
///
/// - colours: `Color("text/primary", bundle: .module)` for the colour sets `AssetCatalogColors` writes;
/// - dimensions and numbers: an enum per top-level group (`Space.lg`, `Radius.md`,
///   `Control.minHeight`, `Opacity.disabled`; `space.2xs` → `Space.xxs` as the seeds spell it);
/// - typography: `DesignTextStyle` values applied with one modifier, `.textStyle(.body)`;
/// - shadows: `DesignShadow` values applied with `.shadow(.card)`.
///
/// Primitives are left out: components use semantic tokens. The output is a pure function of the
/// token set, byte for byte: declarations sorted by path, numbers formatted without the locale.
///
/// ```swift
/// let source = try SwiftUITokenGenerator.generate(.shipped, catalog: "Colors.xcassets")
/// ```
public enum SwiftUITokenGenerator {
    /// The Swift source for `set`. With a `namespace` (a component package's own name, `Acme`)
    /// every declaration lives inside `public enum Acme`: `Acme.Colors.textPrimary`,
    /// `Acme.Space.lg`, `Acme.TextStyle.body`, `Acme.Shadow.card`, so a package's names never
    /// clash with the design system's (`Color.textPrimary`) or another package's. Without one the
    /// output is the design system's: extensions on `Color`, top-level `Space`, `DesignTextStyle`.
    public static func generate(_ set: TokenSet, catalog: String, namespace: String? = nil) throws(SwiftGenerationError) -> String {
        let modes = set.modes.compactMap { try? set.resolved(mode: $0) }
        guard let reference = modes.first(where: { $0.mode == "light" }) ?? modes.first else { return "" }
        if let namespace, !SwiftIdentifier.isTypeName(namespace) {
            throw .invalidNamespace(namespace)
        }
        let names = TypeNames(namespace: namespace)
        func semantic(_ type: TokenType) -> [String] {
            reference.paths.filter { path in
                guard let token = reference.token(path) else { return false }
                return token.type == type && !token.metadata.isPrimitive
            }
        }
        var lines = [
            SwiftTokenGenerator.header,
            "// Modes: \(set.modes.joined(separator: ", ")). Regenerate with `pixelproof tokens gen --output DIR"
                + (namespace.map { " --namespace \($0)`." } ?? "`."),
            "// Colours are the colour sets of \(catalog) beside this file; every other token is here.",
            "// On Apple platforms these are plain SwiftUI values. Under Pixelproof's SwiftUI (Linux) each",
            "// value is read from the tokens of the render being drawn and recorded there, so a token",
            "// change is traced to every view that read it.",
            "",
            "import SwiftUI",
        ]
        if let namespace {
            lines += ["", "/// The design tokens of this package, apart from any other package's.", "public enum \(namespace) {}"]
        }
        var registry = NameRegistry()

        let colors = semantic(.color)
        if !colors.isEmpty {
            var body: [String] = []
            for (index, path) in colors.enumerated() {
                let name = try registry.claim(SwiftIdentifier.name(forPath: path, type: .color), scope: names.colors, path: path)
                if index > 0 { body.append("") }
                body += documentation(path, reference: reference, modes: modes, indent: "    ")
                body.append("    \(namespace == nil ? "" : "public ")static let \(name) = Color(\"\(AssetCatalogColors.assetName(forPath: path))\", bundle: .module)")
            }
            lines += ["", "// MARK: - Colours", ""]
            lines += namespace == nil ? ["public extension Color {"] + body + ["}"] : names.declare("enum", "Colors", body)
        }

        for (type, swiftType, reader) in [(TokenType.dimension, "CGFloat", "dimension"), (.number, "Double", "number")] {
            let paths = semantic(type)
            let groups = Dictionary(grouping: paths) { groupName(for: $0) }
            for group in groups.keys.sorted() {
                var body: [String] = []
                for (index, path) in groups[group]!.enumerated() {
                    let name = try registry.claim(memberName(for: path), scope: names.qualified(group), path: path)
                    guard let token = reference.token(path) else { continue }
                    let value: Double
                    switch token.value {
                    case .dimension(let dimension): value = dimension.points
                    case .number(let number): value = number
                    default: continue
                    }
                    if index > 0 { body.append("") }
                    body += documentation(path, reference: reference, modes: modes, indent: "    ")
                    body.append("    public static var \(name): \(swiftType) { DesignTokenValue.\(reader)(\"\(path)\", \(JSONWriter.format(value))) }")
                }
                lines.append("")
                lines += names.declare("enum", group, body)
            }
        }

        let styles = semantic(.typography)
        if !styles.isEmpty {
            var body: [String] = []
            for (index, path) in styles.enumerated() {
                let name = try registry.claim(SwiftIdentifier.name(forPath: path, type: .typography), scope: names.textStyle, path: path)
                guard case .typography(let style)? = reference.token(path)?.value else { continue }
                if index > 0 { body.append("") }
                body += documentation(path, reference: reference, modes: modes, indent: "    ")
                let textCase = style.textCase.map { ".\($0.rawValue)" } ?? "nil"
                body.append("    static var \(name): \(names.textStyle) {")
                body.append("        \(names.textStyle)(path: \"\(path)\", family: \"\(escaped(style.families.first ?? ""))\", size: \(JSONWriter.format(style.size)), "
                    + "weight: .\(weightName(style.weight)), lineHeight: \(JSONWriter.format(style.lineHeight)), "
                    + "tracking: \(JSONWriter.format(style.letterSpacing)), textCase: \(textCase), relativeTo: .\(relativeStyle(for: path)))")
                body.append("    }")
            }
            lines += ["", "// MARK: - Text styles", ""] + names.declare("struct", names.short(names.textStyle) + ": Hashable, Sendable", textStyleSupport(names), doc: [
                "/// A typography token: family, size, weight, line height, tracking and case in one value,",
                "/// applied with one modifier, `.textStyle(_:)`; `.original` keeps the text's own case.",
            ]) + [""] + textStyleModifier(names) + ["", "public extension \(names.textStyle) {"] + body + ["}"]
        }

        let shadows = semantic(.shadow)
        if !shadows.isEmpty {
            var body: [String] = []
            for (index, path) in shadows.enumerated() {
                let name = try registry.claim(SwiftIdentifier.name(forPath: path, type: .shadow), scope: names.shadow, path: path)
                guard case .shadow(let layers)? = reference.token(path)?.value, let layer = layers.first else { continue }
                if index > 0 { body.append("") }
                body += documentation(path, reference: reference, modes: modes, indent: "    ")
                body.append("    static var \(name): \(names.shadow) {")
                body.append("        \(names.shadow)(path: \"\(path)\", color: \(colorLiteral(layer.color)), "
                    + "radius: \(JSONWriter.format(layer.blur / 2)), x: \(JSONWriter.format(layer.offsetX)), y: \(JSONWriter.format(layer.offsetY)))")
                body.append("    }")
            }
            lines += ["", "// MARK: - Shadows", ""] + names.declare("struct", names.short(names.shadow) + ": Sendable", shadowSupport, doc: [
                "/// A shadow token: colour, blur radius and offset, applied with `.shadow(_:)`.",
            ]) + [""] + shadowModifier(names) + ["", "public extension \(names.shadow) {"] + body + ["}"]
        }

        let composites = try CompositeTokenGenerator.sections(reference: reference, modes: modes, names: names, registry: &registry, semantic: semantic)
        lines += composites

        lines += ["", "// MARK: - Reading", ""] + readingSupport(readers: CompositeTokenGenerator.readers(for: composites, names: names))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Color(.sRGB, red: 0.0431, green: …, opacity: 0.1216)`: straight sRGB to four decimals.
    static func colorLiteral(_ color: RGBA8) -> String {
        "Color(.sRGB, red: \(unit(color.r)), green: \(unit(color.g)), blue: \(unit(color.b)), opacity: \(unit(color.a)))"
    }

    /// `space.lg` → `Space`, `size.icon.lg` → `Size`.
    static func groupName(for path: String) -> String {
        let first = String(path.split(separator: ".").first ?? "")
        let words = first.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isLetter == true ? name : "Token" + name
    }

    /// The member within its group: `space.lg` → `lg`, `size.icon.lg` → `iconLg`, `space.2xs` →
    /// `xxs`, `space.3xl` → `xxxl` (the seeds' spelling of the t-shirt scale).
    static func memberName(for path: String) -> String {
        var segments = path.split(separator: ".").map(String.init)
        if segments.count > 1 { segments.removeFirst() }
        segments = segments.map { segment in
            guard let first = segment.first, let count = first.wholeNumberValue, count > 1, count < 10,
                  segment.dropFirst().first == "x", segment.count > 2 else { return segment }
            return String(repeating: "x", count: count) + segment.dropFirst(2)
        }
        return SwiftIdentifier.name(forPath: segments.joined(separator: "."), type: .dimension)
    }

    static func documentation(_ path: String, reference: ResolvedTokens, modes: [ResolvedTokens], indent: String) -> [String] {
        var lines: [String] = []
        if let description = reference.token(path)?.metadata.description, !description.isEmpty {
            lines.append(indent + "/// " + description.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
        let values = modes.map { tokens in tokens.token(path).map { SwiftTokenGenerator.describe($0.value) } ?? "—" }
        let summary = Set(values).count == 1 ? values[0] : zip(modes, values).map { "\($0.mode) \($1)" }.joined(separator: ", ")
        lines.append(indent + "/// `\(path)`: " + summary)
        return lines
    }

    private static func weightName(_ weight: Int) -> String {
        switch weight {
        case ..<150: "ultraLight"
        case ..<250: "thin"
        case ..<350: "light"
        case ..<450: "regular"
        case ..<550: "medium"
        case ..<650: "semibold"
        case ..<750: "bold"
        case ..<850: "heavy"
        default: "black"
        }
    }

    /// The Dynamic Type style a typography token scales with: its last segment when that names
    /// one of Apple's text styles (`caption1` is SwiftUI's `caption`), else `body`.
    private static func relativeStyle(for path: String) -> String {
        let last = String(path.split(separator: ".").last ?? "")
        let styles = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]
        if last == "title1" { return "title" }
        if last == "caption1" { return "caption" }
        return styles.contains(last) ? last : "body"
    }

    static func unit(_ byte: UInt8) -> String {
        JSONWriter.format((Double(byte) / 255 * 10000).rounded() / 10000)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    private static func textStyleSupport(_ names: TypeNames) -> [String] {
        [
            "    public var path: String",
            "    public var family: String",
            "    public var size: CGFloat",
            "    public var weight: Font.Weight",
            "    public var lineHeight: CGFloat",
            "    public var tracking: CGFloat",
            "    public var textCase: Text.Case?",
            "    public var relativeTo: Font.TextStyle",
            "    /// Set by `.original`: the text keeps its own case whatever the token says.",
            "    public var keepsOriginalCase = false",
            "",
            "    /// The font at the default Dynamic Type size, scaling with `relativeTo`.",
            "    public var font: Font { .custom(family, size: size, relativeTo: relativeTo).weight(weight) }",
            "",
            "    /// The same style without its case transform, for text users typed.",
            "    public var original: \(names.short(names.textStyle)) {",
            "        var style = self",
            "        style.textCase = nil",
            "        style.keepsOriginalCase = true",
            "        return style",
            "    }",
        ]
    }

    private static func textStyleModifier(_ names: TypeNames) -> [String] {
        [
            "public extension View {",
            "    /// Text inside drawn in `style`.",
            "    func textStyle(_ style: \(names.textStyle)) -> some View {",
            "        #if os(Linux)",
            "        // Pixelproof: the token carries size, weight, line height, tracking and case, read when",
            "        // the text is drawn, so a changed typography token shows in review without regenerating:",
            "        // the case is left to the font (nil) where the render's tokens have the style, this",
            "        // constant's case where they do not; `.original` keeps the text's own case.",
            "        self.font(.token(style.path, default: style.font)).transformEnvironment(\\.self) { environment in",
            "            let tokenCarriesCase = environment.tokens.typography(style.path, in: environment.colorScheme) != nil",
            "            environment.textCase = style.keepsOriginalCase ? .original : tokenCarriesCase ? nil : style.textCase ?? .original",
            "        }",
            "        #else",
            "        self.font(style.font).tracking(style.tracking)",
            "            .lineSpacing(max(0, style.lineHeight - style.size * 1.2)).textCase(style.textCase)",
            "        #endif",
            "    }",
            "}",
        ]
    }

    private static let shadowSupport = [
        "    public var path: String",
        "    public var color: Color",
        "    public var radius: CGFloat",
        "    public var x: CGFloat",
        "    public var y: CGFloat",
    ]

    private static func shadowModifier(_ names: TypeNames) -> [String] {
        [
            "public extension View {",
            "    /// A drop shadow from a shadow token.",
            "    func shadow(_ shadow: \(names.shadow)) -> some View {",
            "        #if os(Linux)",
            "        self.shadow(token: shadow.path)",
            "        #else",
            "        self.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)",
            "        #endif",
            "    }",
            "}",
        ]
    }

    private static func readingSupport(readers: [String]) -> [String] {
        let lines = [
            "/// Where generated values are read: plain constants on Apple platforms; under Pixelproof the",
            "/// token's value in the render being drawn (this constant when that render has no such token).",
            "enum DesignTokenValue {",
            "    static func dimension(_ path: String, _ value: CGFloat) -> CGFloat {",
            "        #if os(Linux)",
            "        CGFloat.token(path, default: value)",
            "        #else",
            "        value",
            "        #endif",
            "    }",
            "",
            "    static func number(_ path: String, _ value: Double) -> Double {",
            "        #if os(Linux)",
            "        Double.token(path, default: value)",
            "        #else",
            "        value",
            "        #endif",
            "    }",
        ]
        return lines + readers + ["}"]
    }
}

/// The Swift names of the generated types, inside a package's namespace or at the top level.
struct TypeNames {
    let namespace: String?

    func qualified(_ name: String) -> String { namespace.map { "\($0).\(name)" } ?? name }
    /// The name without its namespace, as declared.
    func short(_ qualified: String) -> String { String(qualified.split(separator: ".").last ?? Substring(qualified)) }

    var colors: String { namespace.map { "\($0).Colors" } ?? "Color" }
    var textStyle: String { qualified(namespace == nil ? "DesignTextStyle" : "TextStyle") }
    var shadow: String { qualified(namespace == nil ? "DesignShadow" : "Shadow") }
    var border: String { qualified(namespace == nil ? "DesignBorder" : "Border") }
    var transition: String { qualified(namespace == nil ? "DesignTransition" : "Transition") }
    var curve: String { qualified(namespace == nil ? "DesignCurve" : "Curve") }
    var strokeStyles: String { qualified(namespace == nil ? "DesignStrokeStyle" : "StrokeStyles") }
    var gradients: String { qualified(namespace == nil ? "DesignGradient" : "Gradients") }

    /// `public KEYWORD NAME { BODY }`, or the same inside `public extension NAMESPACE`.
    func declare(_ keyword: String, _ name: String, _ body: [String], doc: [String] = []) -> [String] {
        guard let namespace else { return doc + ["public \(keyword) \(name) {"] + body + ["}"] }
        return ["public extension \(namespace) {"] + (doc + ["\(keyword) \(name) {"] + body + ["}"]).map { $0.isEmpty ? $0 : "    " + $0 } + ["}"]
    }
}

/// Swift names already taken, per scope, so two token paths never generate the same name.
struct NameRegistry {
    private var taken: [String: String] = [:]

    mutating func claim(_ name: String, scope: String, path: String) throws(SwiftGenerationError) -> String {
        let key = scope + "." + name
        if let other = taken[key] { throw .duplicateName("\(scope).\(name)", paths: [other, path]) }
        taken[key] = path
        return name
    }
}
