import BitmapText

/// SwiftUI's older name for a Dynamic Type size (`\.sizeCategory`), one case per
/// `DynamicTypeSize`, in the same order.
///
/// ```swift
/// @Environment(\.sizeCategory) private var sizeCategory
/// if sizeCategory.isAccessibilityCategory { VStack { … } } else { HStack { … } }
/// ```
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[dynamicTypeSize.rawValue]
    }

    /// The Dynamic Type size of this category.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self)!)!
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init?(_ category: ContentSizeCategory) {
        self = category.dynamicTypeSize
    }
}
