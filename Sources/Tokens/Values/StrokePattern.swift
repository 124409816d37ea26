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

extension StrokePattern {
    /// How a stroke draws the pattern, one rule for `tokens gen`'s constants and for the values
    /// Pixelproof's SwiftUI reads at run time: `dashes` as they are, in points; CSS's named styles
    /// in line widths — `dashed` dashes and gaps three line widths long, `dotted` round dots
    /// one line width apart (zero-length round-capped dashes every two line widths); `solid`, and `double`, `groove`,
    /// `ridge`, `inset` and `outset`, which SwiftUI cannot spell, draw solid (`lengths` nil).
    public var dashRule: (cap: StrokeStyle.LineCap?, lengths: [Double]?, inLineWidths: Bool) {
        switch self {
        case .named(.dashed): (nil, [3, 3], true)
        case .named(.dotted): (.round, [0, 2], true)
        case .named: (nil, nil, true)
        case .dashes(let lengths, let cap): (cap, lengths, false)
        }
    }
}
