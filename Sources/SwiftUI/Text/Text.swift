import BitmapText
import Raster
import Tokens

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

    /// A case transform (BitmapText's `TextCase`: `.original`, `.uppercase`, `.lowercase`).
    public typealias Case = BitmapText.TextCase

    /// Where text that does not fit is shortened (BitmapText's `TruncationMode`).
    public typealias TruncationMode = BitmapText.TruncationMode

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [TextNode(style: TextNode.Style(context: context), text: content, kind: "Text")]
    }
}

/// A text as drawing needs it: the characters after the case transform, the font, the paint
/// and how lines break, align and truncate inside `frame`.
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
}
