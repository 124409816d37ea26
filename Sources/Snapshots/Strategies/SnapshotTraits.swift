import BitmapText
import Foundation
import Raster
import SwiftUI

/// The traits a swift-snapshot-testing test passes to `.image(traits:)`, under UIKit's names so
/// such a test compiles unchanged: interface style (colour scheme), display scale, content size
/// category (Dynamic Type) and size classes. Unset traits keep the configured defaults.
///
/// ```swift
/// assertSnapshot(of: card, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
/// assertSnapshot(of: card, as: .image(traits: .init(traitsFrom: [.init(displayScale: 3),
///                                                                .init(preferredContentSizeCategory: .extraLarge)])))
/// ```
public struct UITraitCollection: Sendable, Hashable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// 0 when unset.
    public var displayScale: CGFloat = 0
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified

    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// The traits of `collections` combined, later ones winning where they are set.
    public init(traitsFrom collections: [UITraitCollection]) {
        for traits in collections {
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.displayScale != 0 { displayScale = traits.displayScale }
            if traits.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = traits.preferredContentSizeCategory }
            if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
        }
    }

    var colorScheme: ColorScheme? {
        switch userInterfaceStyle {
        case .light: .light
        case .dark: .dark
        case .unspecified: nil
        }
    }

    /// The display scale as a `DisplayScale`, nil when unset or not a whole 1, 2 or 3.
    var scale: DisplayScale? {
        displayScale == displayScale.rounded() ? DisplayScale(Int(displayScale)) : nil
    }

    var dynamicTypeSize: DynamicTypeSize? { preferredContentSizeCategory.dynamicTypeSize }
}

public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified, compact, regular
}

public enum UIContentSizeCategory: Sendable, Hashable {
    case unspecified
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    var dynamicTypeSize: DynamicTypeSize? {
        switch self {
        case .unspecified: nil
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        }
    }
}
