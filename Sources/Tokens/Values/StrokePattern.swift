import Raster

/// A line's pattern from a `strokeStyle` token (Format 2025.10 § "Stroke style"): one of CSS's named
/// `border-style` keywords, or dashes in points with their line ends.
///
/// ```swift
/// StrokePattern.named(.dashed)
/// StrokePattern.dashes([4, 2], cap: .round)
/// ```
public enum StrokePattern: Hashable, Sendable {
    public enum Name: String, CaseIterable, Sendable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    case named(Name)
    /// Alternating dash and gap lengths in points, and how each dash ends.
    case dashes([Double], cap: StrokeStyle.LineCap)
}
