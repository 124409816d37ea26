/// Where an ellipsis ("…") replaces text that does not fit within a line limit.
///
/// ```swift
/// TextLayout(text: "Quarterly report", style: .body, maxWidth: 90, lineLimit: 1, truncation: .middle)
///     .lines[0].text   // "Quar…port"
/// ```
public enum TruncationMode: Hashable, Sendable {
    /// "Quarterly rep…": the end goes. The default, as in SwiftUI.
    case tail
    /// "…erly report": the start of what would be the last line goes, the end of the text stays.
    case head
    /// "Quar…port": the middle goes.
    case middle
}
