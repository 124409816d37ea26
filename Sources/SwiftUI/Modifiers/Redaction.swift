/// Why a view's content is redacted (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content hidden because it is private (`privacySensitive`).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (widgets).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons content inside is redacted; text draws as placeholder bars under `.placeholder`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts the content inside for `reason`: under `.placeholder` each `Text` keeps its size and
    /// draws as a rounded bar in the quaternary label colour, as iOS draws a loading placeholder.
    ///
    /// ```swift
    /// ArticleRow(article: .sample).redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows the content inside unredacted, whatever an enclosing `redacted(reason:)` asked.
    public func unredacted() -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons = [] })
    }
}

extension Text {
    /// The placeholder iOS draws for this text under `.placeholder` redaction: the text's own
    /// frame, filled with a rounded bar.
    var placeholderBar: some View {
        hidden()
            .overlay(RoundedRectangle(cornerRadius: 4, style: .continuous).fill(.quaternary))
            .environment(\.redactionReasons, [])
    }
}
