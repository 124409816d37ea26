/// A run of text in the font, colour and text settings of its environment. It wraps at word
/// boundaries to the width it is offered, breaks inside a word only when that word alone is
/// too wide, and truncates at the tail with "…" past its line limit or the offered height.
///
/// ```swift
/// Text("Weekly report").font(.title2).foregroundStyle(Color.textPrimary)
/// Text(verbatim: user.name)
/// ```
public struct Text: View, PrimitiveView, Hashable, Sendable {
    public let content: String

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A case transform applied when text is drawn.
    public enum Case: String, Sendable, Hashable {
        case uppercase, lowercase

        func apply(_ text: String) -> String {
            switch self {
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            }
        }
    }

    /// Where text that does not fit is shortened.
    public enum TruncationMode: String, Sendable, Hashable {
        case head, middle, tail
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [TextNode(style: TextNode.Style(context: context), text: content, kind: "Text")]
    }
}

/// A text as drawing needs it: the characters after the case transform, the font, the paint
/// and how lines break, align and truncate inside `frame`.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var font: ResolvedFont
    public var paint: Paint
    public var frame: Rect
    public var dynamicTypeSize: DynamicTypeSize
    /// The most lines, from `lineLimit` and the height the text was given.
    public var maxLines: Int?
    public var alignment: TextAlignment
    public var truncationMode: Text.TruncationMode
    public var lineSpacing: Double
    /// Lines as the layout measured them (the drawing layer may re-break with real fonts).
    public var lines: [String]
    /// A text field's insertion point after the last character, when focused.
    public var caret: ResolvedColor?
}
