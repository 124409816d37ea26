import BitmapText
import Raster
import Tokens

/// Text as SwiftUI's: a `LocalizedStringKey` (string literals, Markdown parsed), a verbatim
/// string, an `AttributedString`, a formatted value or a concatenation (`Text + Text`), with
/// Text-returning modifiers (`.bold()`, `.font`, `.foregroundColor` …) that style just this
/// text. It becomes a sequence of styled runs laid out and line-broken together: runs of
/// different sizes on one line share a baseline, and the line is as tall as its tallest run.
/// Lines wrap at word boundaries to the offered width, break inside a word only when that word
/// alone is too wide, and truncate with "…" past the line limit or the offered height.
///
/// ```swift
/// Text("Weekly **report**").font(.title2)
/// Text(verbatim: user.name)
/// Text("Total: ").bold() + Text(price, format: .currency(code: "EUR")).foregroundColor(.green)
/// ```
public struct Text: View, PrimitiveView, Equatable, Sendable {
    indirect enum Storage: Sendable, Equatable {
        case verbatim(String)
        case localized(LocalizedStringKey, tableName: String?, bundlePath: String?)
        case attributed(AttributedString)
        case deferred(DeferredText)
        case symbol(String)
        case concatenation(Text, Text)
    }

    let storage: Storage
    /// Text-level modifiers in the order applied (the first applied wins, as in SwiftUI).
    var modifiers: [TextModifier] = []

    init(storage: Storage) {
        self.storage = storage
    }

    /// A localized key: looked up in `tableName` (default `Localizable`) of `bundle` when that
    /// bundle has the table for the environment's locale, else the key itself; then its inline
    /// Markdown is rendered.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .localized(key, tableName: tableName, bundlePath: bundle?.bundlePath)
    }

    /// Text shown exactly as given: no lookup, no Markdown.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// A string variable: shown as it is (SwiftUI neither localizes nor parses it). Disfavoured,
    /// as in SwiftUI, so a string literal makes a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    /// An attributed string, each run in its own attributes (`AttributeScopes.SwiftUIAttributes`
    /// and Foundation's `link`). Disfavoured: Foundation on Linux makes `AttributedString`
    /// expressible by a string literal (Apple's is not), and a literal must stay a key.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        storage = .attributed(attributedContent)
    }

    /// A symbol as text (SwiftUI's `Text(Image(systemName:))`), for concatenation.
    public init(_ image: Image) {
        storage = .symbol(image.systemName ?? "")
    }

    /// A date in a predefined style, e.g. `Text(event.start, style: .time)`.
    public init(_ date: Date, style: Text.DateStyle) {
        storage = .deferred(DeferredText(label: "\(date) \(style.kind)") { style.format(date, in: $0) })
    }

    /// A value formatted with a format style in the environment's locale (and time zone and
    /// calendar, for dates): `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .deferred(TextFormatting.deferred(input, format: format))
    }

    /// A value formatted by a `Formatter` (one left on the machine's locale or time zone gets
    /// the environment's).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        storage = .deferred(TextFormatting.deferred(subject, formatter: formatter))
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        storage = .deferred(TextFormatting.deferred(subject, formatter: formatter))
    }

    /// Any value with a `Formatter`: Foundation on Linux does not make `Date` or `Decimal`
    /// `ReferenceConvertible`, so this catches what the two SwiftUI spellings above take on Apple
    /// platforms.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        storage = .deferred(TextFormatting.deferred(subject, formatter: formatter))
    }

    /// A date range ("9:41 – 10:41 AM"), in the environment's locale and time zone.
    public init(_ dates: ClosedRange<Date>) {
        storage = .deferred(DeferredText(label: "\(dates)") { context in
            let style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: context.locale,
                                                 calendar: context.calendar, timeZone: context.timeZone)
            return style.format(dates.lowerBound..<dates.upperBound)
        })
    }

    /// A case transform (BitmapText's `TextCase`: `.original`, `.uppercase`, `.lowercase`).
    public typealias Case = BitmapText.TextCase

    /// Where text that does not fit is shortened (BitmapText's `TruncationMode`).
    public typealias TruncationMode = BitmapText.TruncationMode

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    /// Concatenation: each side keeps its own modifiers; modifiers on the result style both.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenation(lhs, rhs))
    }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        if context.environment.redactionReasons.contains(.placeholder) { return context.resolve(placeholderBar) }
        return [TextNode(style: TextNode.Style(context: context), pieces: TextResolution.pieces(of: self, in: context), kind: "Text")]
    }
}

/// One styled run of a laid-out text: its characters (or an inline symbol), font, paint,
/// baseline shift and decorations.
public struct TextPiece: Sendable, Hashable {
    public var text: String
    /// An inline symbol (`Text("\(Image(systemName: "star")) 4.5")`), drawn in `paint`.
    public var symbol: Icon?
    public var style: ResolvedTextStyle
    public var paint: ResolvedPaint
    /// Points the run is raised (negative: lowered).
    public var baselineOffset: Double
    public var underline: ResolvedColor?
    public var strikethrough: ResolvedColor?
    /// A Markdown or attributed-string link's destination (drawn in the tint colour).
    public var link: String?
    /// What was asked for but is drawn with the bundled face (design, width), for the dump.
    public var fontNotes: [String]

    public init(text: String, symbol: Icon? = nil, style: ResolvedTextStyle, paint: ResolvedPaint, baselineOffset: Double = 0,
                underline: ResolvedColor? = nil, strikethrough: ResolvedColor? = nil, link: String? = nil, fontNotes: [String] = []) {
        self.text = text
        self.symbol = symbol
        self.style = style
        self.paint = paint
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.link = link
        self.fontNotes = fontNotes
    }

    /// True for a run with nothing but a font and a paint: plain text.
    var isPlain: Bool { symbol == nil && baselineOffset == 0 && underline == nil && strikethrough == nil }

    /// The characters as drawn (after the case transform); a symbol is U+FFFC.
    var drawnText: String { symbol == nil ? style.style.textCase.apply(to: text) : "\u{FFFC}" }
}

/// A text as drawing needs it: the characters after the case transform, the font, the paint
/// and how lines break, align and truncate inside `frame`. Styled text (several runs,
/// decorations, symbols) has its runs in `pieces`; `text`, `style` and `paint` are then the
/// whole text and its first run's font and paint.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var style: ResolvedTextStyle
    public var paint: ResolvedPaint
    /// Where the text sits: its laid-out frame, snapped to the pixel grid.
    public var frame: Rect
    /// The exact width the lines were broken to (the frame before snapping), so drawing
    /// breaks them the same way.
    public var wrapWidth: Double
    public var dynamicTypeSize: DynamicTypeSize
    /// The most lines, from `lineLimit` and the height the text was given.
    public var maxLines: Int?
    public var alignment: TextAlignment
    public var truncationMode: TruncationMode
    public var lineSpacing: Double
    /// Lines as the layout measured them (the drawing layer may re-break with real fonts).
    public var lines: [String]
    /// A text field's insertion point, when focused: after the text, or at the leading edge
    /// before a placeholder.
    public var caret: ResolvedColor?
    /// True when `text` is a text field's placeholder.
    public var isPlaceholder: Bool
    /// The styled runs (one for plain text), at the size they are drawn (after
    /// `minimumScaleFactor`).
    public var pieces: [TextPiece] = []
}

extension Text {
    /// The characters this text shows without a render's environment (keys unlocalised,
    /// Markdown markers removed, formatted values as their description): what a text field
    /// shows for a `prompt:` text.
    var plainContent: String {
        switch storage {
        case .verbatim(let string): string
        case .localized(let key, _, _): key.plainText
        case .attributed(let attributed): String(attributed.characters)
        case .deferred(let deferred): deferred.label
        case .symbol: ""
        case .concatenation(let first, let second): first.plainContent + second.plainContent
        }
    }
}
