import BitmapText
import Raster
import SwiftUI
import Tokens

/// One way the catalog is drawn: a colour scheme and a Dynamic Type size, always at 2x. The
/// catalog is verified in every appearance of `CatalogAppearance.all`.
///
/// ```swift
/// CatalogAppearance.all.map(\.name)   // ["light.default", "dark.default", "light.ax1", "dark.ax1"]
/// ```
public struct CatalogAppearance: Sendable, Hashable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var dynamicTypeSize: DynamicTypeSize

    public init(colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// Snapshots are drawn at 2x, the scale of most phones in use.
    public static let scale = DisplayScale.x2

    /// The accessibility size the catalog is checked at *(choice: AX1, the first accessibility
    /// size, where layouts first have to stack and wrap)*.
    public static let accessibilitySize = DynamicTypeSize.accessibility1

    /// Light and dark, each at the default size and at the accessibility size.
    public static let all: [CatalogAppearance] = [
        CatalogAppearance(colorScheme: .light, dynamicTypeSize: .large),
        CatalogAppearance(colorScheme: .dark, dynamicTypeSize: .large),
        CatalogAppearance(colorScheme: .light, dynamicTypeSize: accessibilitySize),
        CatalogAppearance(colorScheme: .dark, dynamicTypeSize: accessibilitySize),
    ]

    /// `<scheme>.<size>`: `light.default`, `dark.ax1`; the tail of every snapshot file name.
    public var name: String {
        colorScheme.rawValue + "." + sizeName
    }

    /// `default` for Large (the default size); Apple's short names otherwise, in file-name form.
    private var sizeName: String {
        switch dynamicTypeSize {
        case .xSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "default"
        case .xLarge: "xl"
        case .xxLarge: "xxl"
        case .xxxLarge: "xxxl"
        case .accessibility1: "ax1"
        case .accessibility2: "ax2"
        case .accessibility3: "ax3"
        case .accessibility4: "ax4"
        case .accessibility5: "ax5"
        }
    }

    public var description: String { name }
}
