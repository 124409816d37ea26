/// The eleven text styles of Apple's type scale. Each has a default point size, line height and
/// weight (Human Interface Guidelines, "Typography", iOS table at the Large size) and a point
/// size for each of the twelve Dynamic Type sizes.
///
/// | slot | default | line height | xSmall … xxxLarge | AX1 … AX5 |
/// |---|---|---|---|---|
/// | largeTitle | 34 | 41 | 31 32 33 34 36 38 40 | 44 48 52 56 60 |
/// | title1 | 28 | 34 | 25 26 27 28 30 32 34 | 38 43 48 53 58 |
/// | title2 | 22 | 28 | 19 20 21 22 24 26 28 | 34 39 44 50 56 |
/// | title3 | 20 | 25 | 17 18 19 20 22 24 26 | 31 37 43 49 55 |
/// | headline (semibold) | 17 | 22 | 14 15 16 17 19 21 23 | 28 33 40 47 53 |
/// | body | 17 | 22 | 14 15 16 17 19 21 23 | 28 33 40 47 53 |
/// | callout | 16 | 21 | 13 14 15 16 18 20 22 | 26 32 38 44 51 |
/// | subheadline | 15 | 20 | 12 13 14 15 17 19 21 | 25 30 36 42 49 |
/// | footnote | 13 | 18 | 12 12 12 13 15 17 19 | 23 27 33 38 44 |
/// | caption1 | 12 | 16 | 11 11 11 12 14 16 18 | 22 26 32 37 43 |
/// | caption2 | 11 | 13 | 11 11 11 11 13 15 17 | 20 24 29 34 41 |
///
/// Which bitmap strike a point size draws with is `StrikeCatalog`'s rule (nearest pixel size,
/// whole-number upscale of the 34 px strike beyond it).
///
/// ```swift
/// TextStyleSlot.title2.pointSize(at: .large)   // 22
/// ```
public enum TextStyleSlot: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at the default Dynamic Type size (`.large`).
    public var defaultPointSize: Double { pointSize(at: .default) }

    /// The line height in points at the default Dynamic Type size.
    public var defaultLineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// Headline is semibold; every other slot is regular.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size at a Dynamic Type size (the table above).
    public func pointSize(at size: DynamicTypeSize) -> Double { Double(sizes[size.rawValue]) }

    private var sizes: [Int] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }
}
