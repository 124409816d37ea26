import Raster

/// A token's value once aliases are followed and the JSON is checked against its `$type`.
///
/// ```swift
/// if case .color(let rgba) = tokens.token("color.text.primary")?.value { print(rgba) }
/// ```
public enum TokenValue: Equatable, Sendable {
    case color(RGBA8)
    case dimension(Dimension)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Int)
    /// Milliseconds.
    case duration(Double)
    case cubicBezier(CubicBezier)
    case strokeStyle(StrokePattern)
    case border(Border)
    case transition(TransitionTiming)
    /// One or more layers, painted first to last.
    case shadow([Shadow])
    /// Colour stops in order, positions clamped to 0…1.
    case gradient([GradientStop])
    case typography(Typography)

    public var type: TokenType {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .number: return .number
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .cubicBezier: return .cubicBezier
        case .strokeStyle: return .strokeStyle
        case .border: return .border
        case .transition: return .transition
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .typography: return .typography
        }
    }
}
