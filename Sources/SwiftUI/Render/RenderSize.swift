import BitmapText
import Raster
import Tokens

/// How big a render is: a fixed size, a width with the height the content needs, or the
/// content's ideal size.
///
/// ```swift
/// render(card, size: .width(390))
/// render(badge, size: .ideal)
/// ```
public enum RenderSize: Sendable, Hashable, CustomStringConvertible {
    case fixed(Size)
    case width(Double)
    case ideal

    /// What the root view is offered.
    var proposal: ProposedSize {
        switch self {
        case .fixed(let size): ProposedSize(size)
        case .width(let width): ProposedSize(width: width, height: nil)
        case .ideal: .unspecified
        }
    }

    /// The canvas for a root view that chose `content`, in whole device pixels.
    func canvas(for content: Size, scale: DisplayScale) -> Size {
        func pixelCeiling(_ points: Double) -> Double {
            (points * Double(scale.factor) - 1e-9).rounded(.up) / Double(scale.factor)
        }
        switch self {
        case .fixed(let size): return size
        case .width(let width): return Size(width: width, height: pixelCeiling(content.height))
        case .ideal: return Size(width: pixelCeiling(content.width), height: pixelCeiling(content.height))
        }
    }

    public var description: String {
        switch self {
        case .fixed(let size): "fixed \(size)"
        case .width(let width): "width \(formatPoints(width))"
        case .ideal: "ideal"
        }
    }
}
