/// The twelve Dynamic Type sizes of iOS, smallest to largest, with SwiftUI's names: seven
/// standard sizes (`.large` is the default) and five accessibility sizes.
///
/// ```swift
/// TextStyleSlot.body.pointSize(at: .accessibility5)   // 53
/// DynamicTypeSize.allCases.count                     // 12
/// ```
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The size iOS uses unless the user changes it.
    public static let `default` = DynamicTypeSize.large

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Short names as Apple's tables print them: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    public var description: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
