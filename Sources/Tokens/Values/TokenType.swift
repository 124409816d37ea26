/// The `$type`s Pixelproof reads, from the W3C Design Tokens format 2025.10.
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
    case typography
    case shadow

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The list for error messages: `color, dimension, …`.
    static let supportedList = allCases.map(\.rawValue).joined(separator: ", ")
}
