import BitmapText
import Raster
import Tokens

// Text settings travel through the environment, as in SwiftUI: `.font`, `.bold`, `.tracking`
// and friends set them for a whole subtree and every `Text` below reads them.

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct FontWeightKey: EnvironmentKey { static let defaultValue: FontWeight? = nil }
struct TrackingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = TruncationMode.tail }
struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The text style of `Text` below; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// A weight that overrides the font's (`.bold()` sets `.bold`).
    public var fontWeight: FontWeight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Extra space after each character; `nil` keeps the font's own tracking.
    public var tracking: CGFloat? {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }

    /// Case transform; `nil` keeps the font's own.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The most lines `Text` may use; `nil` means no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How lines of multiline text (and text fields) align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The style text, symbols and shapes without their own fill are drawn in; `nil` means
    /// `.primary`.
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}
