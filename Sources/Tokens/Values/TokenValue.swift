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
    case typography(Typography)
    /// One or more layers, painted first to last.
    case shadow([Shadow])

    public var type: TokenType {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .number: return .number
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .typography: return .typography
        case .shadow: return .shadow
        }
    }
}
