/// The eleven text styles of Apple's type scale with their point size and leading (line height)
/// at each of the twelve Dynamic Type sizes, from the Human Interface Guidelines, "Typography",
/// iOS/iPadOS "Dynamic Type sizes" tables (xSmall … xxxLarge and the larger accessibility sizes
/// AX1 … AX5; https://developer.apple.com/design/human-interface-guidelines/typography). Headline
/// is semibold, every other style regular. Sizes (points) / leading:
///
/// | slot | xSmall | Small | Medium | Large | xLarge | xxLarge | xxxLarge | AX1 | AX2 | AX3 | AX4 | AX5 |
/// |---|---|---|---|---|---|---|---|---|---|---|---|---|
/// | largeTitle | 31/38 | 32/39 | 33/40 | 34/41 | 36/43 | 38/46 | 40/48 | 44/52 | 48/57 | 52/61 | 56/66 | 60/70 |
/// | title1 | 25/31 | 26/32 | 27/33 | 28/34 | 30/37 | 32/39 | 34/41 | 38/46 | 43/51 | 48/57 | 53/62 | 58/68 |
/// | title2 | 19/24 | 20/25 | 21/26 | 22/28 | 24/30 | 26/32 | 28/34 | 34/41 | 39/47 | 44/52 | 50/59 | 56/66 |
/// | title3 | 17/22 | 18/23 | 19/24 | 20/25 | 22/28 | 24/30 | 26/32 | 31/38 | 37/44 | 43/51 | 49/58 | 55/65 |
/// | headline, body | 14/19 | 15/20 | 16/21 | 17/22 | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
/// | callout | 13/18 | 14/19 | 15/20 | 16/21 | 18/23 | 20/25 | 22/28 | 26/32 | 32/39 | 38/46 | 44/52 | 51/60 |
/// | subheadline | 12/16 | 13/18 | 14/19 | 15/20 | 17/22 | 19/24 | 21/28 | 25/31 | 30/37 | 36/43 | 42/50 | 49/58 |
/// | footnote | 12/16 | 12/16 | 12/16 | 13/18 | 15/20 | 17/22 | 19/24 | 23/29 | 27/33 | 33/40 | 38/46 | 44/52 |
/// | caption1 | 11/13 | 11/13 | 11/13 | 12/16 | 14/19 | 16/21 | 18/23 | 22/28 | 26/32 | 32/39 | 37/44 | 43/51 |
/// | caption2 | 11/13 | 11/13 | 11/13 | 11/13 | 13/18 | 15/20 | 17/22 | 20/25 | 24/30 | 29/35 | 34/41 | 41/49 |
///
/// Custom sizes follow a slot's curves proportionally (`TextStyle.pointSize(at:)`,
/// `TextStyle.lineHeight(at:)`), as `UIFontMetrics` scales custom fonts.
///
/// ```swift
/// TextStyleSlot.title2.pointSize(at: .large)   // 22
/// TextStyleSlot.body.lineHeight(at: .accessibility1)   // 34
/// ```
public enum TextStyleSlot: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at the default Dynamic Type size (`.large`).
    public var defaultPointSize: Double { pointSize(at: .default) }

    /// The line height in points at the default Dynamic Type size.
    public var defaultLineHeight: Double { lineHeight(at: .default) }

    /// The leading (distance between baselines) in points at a Dynamic Type size (the table above).
    public func lineHeight(at size: DynamicTypeSize) -> Double { Double(leadings[size.rawValue]) }

    private var leadings: [Int] {
        switch self {
        case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 49]
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
