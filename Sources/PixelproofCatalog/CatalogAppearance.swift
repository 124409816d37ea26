import BitmapText
import Raster
import SwiftUI
import Tokens

/// One way a catalog is drawn: a colour scheme, a Dynamic Type size, a scale (2x unless a
/// component package's `.pixelproof.json` asks for others) and, for a package, the device whose
/// width `.device`-layout previews take. The shipped catalog is verified in every appearance of
/// `CatalogAppearance.all`, all at 2x on no named device.
///
/// ```swift
/// CatalogAppearance.all.map(\.name)   // ["light.default", "dark.default", "light.ax1", "dark.ax1"]
/// CatalogAppearance(colorScheme: .dark, dynamicTypeSize: .large, displayScale: .x3,
///                   device: CatalogDevice(named: "iPhone SE")).name   // "dark.default.3x.iPhone-SE"
/// ```
public struct CatalogAppearance: Sendable, Hashable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var dynamicTypeSize: DynamicTypeSize
    /// The scale images are drawn at; 2x unless a package configures others.
    public var displayScale: DisplayScale
    /// The device a package configured; nil draws `.device` previews at `CatalogDevice.standard`
    /// and adds nothing to the name.
    public var device: CatalogDevice?

    public init(colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize, displayScale: DisplayScale = Self.scale,
                device: CatalogDevice? = nil) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.displayScale = displayScale
        self.device = device
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
    /// A scale other than 2x adds `.1x`/`.3x`, a device its name (`.iPhone-SE`).
    public var name: String {
        var name = colorScheme.rawValue + "." + sizeName
        if displayScale != Self.scale { name += ".\(displayScale.factor)x" }
        if let device { name += "." + device.fileName }
        return name
    }

    /// `default` for Large (the default size); Apple's short names otherwise, in file-name form.
    public var sizeName: String {
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
