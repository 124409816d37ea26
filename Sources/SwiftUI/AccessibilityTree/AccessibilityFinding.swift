import Raster

/// One rule an element breaks, with the measurement that broke it and the design tokens behind
/// it (for contrast: the foreground's token path, then the background's).
///
/// ```swift
/// finding.description
/// // text-contrast: text "Undo" at (8, 4) is #8E8E93 on #FFFFFF, contrast 3.25:1, under 4.5:1 [tokens: color.text.secondary on color.bg.canvas]
/// finding.subject   // text "Undo"
/// ```
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// An interactive element smaller than 44×44 pt.
        case touchTarget = "touch-target"
        /// An interactive or image element VoiceOver reads no label for.
        case missingLabel = "missing-label"
        /// An image-only control read by its bundle image's file name (`ic_trash_24`).
        case fileNameLabel = "file-name-label"
        /// An element reading the same label as the element before it.
        case duplicateLabel = "duplicate-label"
        /// Text under WCAG 2.2 AA contrast (1.4.3): 4.5:1, 3:1 for large text.
        case textContrast = "text-contrast"
        /// An icon, or a text field's boundary, under 3:1 against what is around it (1.4.11).
        case nonTextContrast = "non-text-contrast"
        /// Text cut short (ellipsis, line limit) or clipped at an accessibility text size.
        case textClipped = "text-clipped"
    }

    public var rule: Rule
    /// What the finding is about, without where it is: `button "Save"`, `text "Terms"`,
    /// `icon "trash"`. It stays the same when the layout moves, so baselines key on it.
    public var subject: String
    /// The element's or text's frame in points.
    public var frame: Rect
    /// The measured value: the smaller side in points, the contrast ratio, the visible fraction
    /// of clipped text; nil for labels and truncation.
    public var measured: Double?
    /// The token paths involved, foreground first for contrast; empty when no token was read.
    public var tokens: [String]
    /// What is wrong and where, naming the element.
    public var message: String

    public init(rule: Rule, subject: String, frame: Rect, measured: Double?, tokens: [String] = [], message: String) {
        self.rule = rule
        self.subject = subject
        self.frame = frame
        self.measured = measured
        self.tokens = tokens
        self.message = message
    }

    public var description: String {
        "\(rule.rawValue): \(message)" + (tokens.isEmpty ? "" : " [tokens: \(tokens.joined(separator: " on "))]")
    }
}
