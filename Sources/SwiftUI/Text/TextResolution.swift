import BitmapText
import Raster
import Tokens

/// Styling on its way to a run: every field unset means "inherit". A `Text`'s own modifiers
/// (the first applied wins), then its enclosing `Text`s' (concatenation, interpolation), then
/// the environment's fill the fields in that order; Markdown and attributed-string attributes
/// are innermost of all.
struct TextAttributes {
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var italic: Bool?
    var monospaced: Bool?
    var monospacedDigit: Bool?
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var foreground: TextForeground?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var link: String?

    /// Fields still unset taken from `outer`.
    func inheriting(_ outer: TextAttributes) -> TextAttributes {
        var merged = self
        merged.font = font ?? outer.font
        merged.weight = weight ?? outer.weight
        merged.design = design ?? outer.design
        merged.width = width ?? outer.width
        merged.italic = italic ?? outer.italic
        merged.monospaced = monospaced ?? outer.monospaced
        merged.monospacedDigit = monospacedDigit ?? outer.monospacedDigit
        merged.underline = underline ?? outer.underline
        merged.strikethrough = strikethrough ?? outer.strikethrough
        merged.foreground = foreground ?? outer.foreground
        merged.kerning = kerning ?? outer.kerning
        merged.tracking = tracking ?? outer.tracking
        merged.baselineOffset = baselineOffset ?? outer.baselineOffset
        merged.link = link ?? outer.link
        return merged
    }

    /// What a text's own modifiers set; of two settings of one field the first applied wins.
    init(_ modifiers: [TextModifier]) {
        for modifier in modifiers {
            switch modifier {
            case .font(let value): if font == nil, let value { font = value }
            case .weight(let value): if weight == nil, let value { weight = value }
            case .design(let value): if design == nil, let value { design = value }
            case .width(let value): if width == nil, let value { width = value }
            case .italic: if italic == nil { italic = true }
            case .monospaced: if monospaced == nil { monospaced = true }
            case .monospacedDigit: if monospacedDigit == nil { monospacedDigit = true }
            case .underline(let value): if underline == nil { underline = value }
            case .strikethrough(let value): if strikethrough == nil { strikethrough = value }
            case .foreground(let value): if foreground == nil { foreground = value }
            case .kerning(let value): if kerning == nil { kerning = value }
            case .tracking(let value): if tracking == nil { tracking = value }
            case .baselineOffset(let value): if baselineOffset == nil { baselineOffset = value }
            }
        }
    }

    init() {}

    /// The environment's text settings, the outermost layer.
    init(environment: EnvironmentValues) {
        font = environment.font
        weight = environment.fontWeight
        design = environment.fontDesign
        width = environment.fontWidth
        italic = environment.textItalic ? true : nil
        monospaced = environment.textMonospaced ? true : nil
        monospacedDigit = environment.textMonospacedDigit ? true : nil
        underline = environment.textUnderline
        strikethrough = environment.textStrikethrough
        kerning = environment.kerning
        tracking = environment.tracking
        baselineOffset = environment.textBaselineOffset
    }

    /// Markdown's traits as attributes.
    init(_ traits: InlineMarkdown.Traits) {
        if traits.bold { weight = .bold }
        if traits.italic { italic = true }
        if traits.code { monospaced = true }
        if traits.strikethrough { strikethrough = TextDecoration(isActive: true, color: nil, pattern: .solid) }
        link = traits.link
    }
}

/// Turns a `Text` into its styled runs in a context: formats deferred values, looks keys up,
/// renders Markdown, applies attributes and resolves fonts and paints.
enum TextResolution {
    static func pieces(of text: Text, in context: ResolveContext) -> [TextPiece] {
        var pieces: [TextPiece] = []
        collect(text, inherited: TextAttributes(environment: context.environment), in: context, into: &pieces)
        return pieces
    }

    private static func collect(_ text: Text, inherited: TextAttributes, in context: ResolveContext, into pieces: inout [TextPiece]) {
        let attributes = TextAttributes(text.modifiers).inheriting(inherited)
        switch text.storage {
        case .verbatim(let string):
            pieces.append(piece(string, attributes, in: context))
        case .deferred(let deferred):
            pieces.append(piece(deferred.render(FormatContext(environment: context.environment)), attributes, in: context))
        case .symbol(let name):
            if let symbol = symbolPiece(name, attributes, in: context) { pieces.append(symbol) }
        case .attributed(let attributed):
            collect(attributed, inherited: attributes, in: context, into: &pieces)
        case .concatenation(let lhs, let rhs):
            collect(lhs, inherited: attributes, in: context, into: &pieces)
            collect(rhs, inherited: attributes, in: context, into: &pieces)
        case .localized(let key, let tableName, let bundlePath):
            let segments = LocalizedLookup.segments(for: key, tableName: tableName, bundlePath: bundlePath, locale: context.environment.locale)
            collect(segments, inherited: attributes, in: context, into: &pieces)
        }
    }

    /// A key's segments: Markdown parsed over the literals, each argument (an object
    /// replacement character in the parsed text) inserted with the style around it.
    private static func collect(_ segments: [LocalizedStringKey.Segment], inherited: TextAttributes, in context: ResolveContext,
                                into pieces: inout [TextPiece]) {
        var source = ""
        var arguments: [LocalizedStringKey.Argument] = []
        for segment in segments {
            switch segment {
            case .literal(let literal): source += literal.replacingOccurrences(of: "\u{FFFC}", with: "")
            case .argument(let argument):
                source += "\u{FFFC}"
                arguments.append(argument)
            }
        }
        var next = 0
        for span in InlineMarkdown.parse(source) {
            let attributes = TextAttributes(span.traits).inheriting(inherited)
            var literal = ""
            for character in span.text {
                guard character == "\u{FFFC}", next < arguments.count else { literal.append(character); continue }
                if !literal.isEmpty { pieces.append(piece(literal, attributes, in: context)); literal = "" }
                switch arguments[next] {
                case .string(let string): pieces.append(piece(string, attributes, in: context))
                case .deferred(let deferred):
                    pieces.append(piece(deferred.render(FormatContext(environment: context.environment)), attributes, in: context))
                case .text(let text): collect(text, inherited: attributes, in: context, into: &pieces)
                case .attributed(let attributed): collect(attributed, inherited: attributes, in: context, into: &pieces)
                case .symbol(let name): if let symbol = symbolPiece(name, attributes, in: context) { pieces.append(symbol) }
                }
                next += 1
            }
            if !literal.isEmpty { pieces.append(piece(literal, attributes, in: context)) }
        }
    }

    private static func collect(_ attributed: AttributedString, inherited: TextAttributes, in context: ResolveContext,
                                into pieces: inout [TextPiece]) {
        for run in attributed.runs {
            let string = String(attributed[run.range].characters)
            pieces.append(piece(string, SwiftUIAttributeReading.attributes(of: run).inheriting(inherited), in: context))
        }
    }

    /// The font a run draws with, and what of it the bundled face cannot show (for the dump).
    static func style(for attributes: TextAttributes, in context: ResolveContext) -> (ResolvedTextStyle, [String]) {
        let font = attributes.font ?? .body
        var resolved = context.resolveFont(font)
        if let weight = attributes.weight { resolved.style.weight = weight }
        if attributes.italic == true { resolved.style.isItalic = true }
        let design = attributes.monospaced == true ? .monospaced : attributes.design ?? font.design
        if design == .monospaced { resolved.style.isMonospaced = true }
        if design == .serif { resolved.style.family = .serif }
        if attributes.monospacedDigit == true { resolved.style.isMonospacedDigit = true }
        // Both add space after each character (Core Text applies both; they differ only in
        // kerning also widening the trailing edge, not modelled).
        if attributes.tracking != nil || attributes.kerning != nil {
            resolved.style.tracking = Double((attributes.tracking ?? 0) + (attributes.kerning ?? 0))
        }
        if let textCase = context.environment.textCase { resolved.style.textCase = textCase }
        var notes: [String] = []
        if let design, design == .rounded { notes.append("design \(design.rawValue)") }
        if let family = font.family {
            let name = FontName(family)
            notes.append(name.isBundled ? "family \(family)" : "family \(family) not bundled, drawn with \(name.family.bundledFaceName)")
        }
        if let width = attributes.width ?? font.fontWidth, width != .standard { notes.append("width \(formatPoints(Double(width.value)))") }
        return (resolved, notes)
    }

    private static func piece(_ string: String, _ attributes: TextAttributes, in context: ResolveContext) -> TextPiece {
        let (style, notes) = style(for: attributes, in: context)
        let paint: ResolvedPaint
        if attributes.link != nil {
            paint = .solid(context.resolve(context.environment.tint ?? Color.accentColor))
        } else if let foreground = attributes.foreground {
            if let color = foreground.color {
                paint = .solid(context.resolve(color))
            } else if let style = foreground.style {
                paint = context.paint(style)
            } else {
                paint = context.foregroundPaint
            }
        } else {
            paint = context.foregroundPaint
        }
        func decoration(_ value: TextDecoration?) -> ResolvedColor? {
            guard let value, value.isActive else { return nil }
            if let color = value.color { return context.resolve(color) }
            if case .solid(let color) = paint { return color }
            return context.resolve(Color.primary)
        }
        return TextPiece(text: string, style: style, paint: paint, baselineOffset: Double(attributes.baselineOffset ?? 0),
                         underline: decoration(attributes.underline), strikethrough: decoration(attributes.strikethrough),
                         link: attributes.link, fontNotes: notes)
    }

    private static func symbolPiece(_ name: String, _ attributes: TextAttributes, in context: ResolveContext) -> TextPiece? {
        guard let icon = IconSet.standard[name] else {
            context.session.report(.unknownSymbol(name: name))
            return nil
        }
        var piece = piece("", attributes, in: context)
        piece.symbol = icon
        piece.text = ""
        return piece
    }
}
