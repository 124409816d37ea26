/// The `$type`s of the Design Tokens Format Module 2025.10: the base types of § "Types" and the
/// composite types of § "Composite types".
///
/// ```swift
/// TokenType(rawValue: "dimension")   // .dimension
/// ```
public enum TokenType: String, CaseIterable, Sendable, Comparable {
    case color
    case dimension
    case number
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The list for error messages: `color, dimension, …`.
    static let supportedList = allCases.map(\.rawValue).joined(separator: ", ")
}
