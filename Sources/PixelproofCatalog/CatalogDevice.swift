import Snapshots
import SwiftUI

/// A device a package's catalog is drawn for, by the name Xcode gives its simulator: previews
/// laid out for the device (`PreviewLayout.device`, a `PreviewProvider`'s default) take its
/// portrait width and the height they need. Sizes are `ViewImageConfig`'s (swift-snapshot-testing's).
///
/// ```swift
/// CatalogDevice(named: "iPhone SE")?.width     // 320
/// CatalogDevice.standard.name                  // "iPhone 15", 393 pt wide
/// ```
public struct CatalogDevice: Sendable, Hashable {
    public let name: String
    /// Portrait width in points.
    public let width: Double

    /// What `.device` previews are drawn at when a package names no device: an iPhone 15.
    public static let standard = CatalogDevice(name: "iPhone 15", width: 393)

    /// The devices `.pixelproof.json` may name, in the order its error message lists them.
    public static let known: [CatalogDevice] = [
        CatalogDevice(name: "iPhone SE", config: .iPhoneSe),
        CatalogDevice(name: "iPhone 8", config: .iPhone8),
        CatalogDevice(name: "iPhone 8 Plus", config: .iPhone8Plus),
        CatalogDevice(name: "iPhone X", config: .iPhoneX),
        CatalogDevice(name: "iPhone 12", config: .iPhone12),
        CatalogDevice(name: "iPhone 13 mini", config: .iPhone13Mini),
        CatalogDevice(name: "iPhone 13", config: .iPhone13),
        CatalogDevice(name: "iPhone 13 Pro", config: .iPhone13Pro),
        CatalogDevice(name: "iPhone 13 Pro Max", config: .iPhone13ProMax),
        standard,
        CatalogDevice(name: "iPhone 15 Pro", config: .iPhone15Pro),
        CatalogDevice(name: "iPhone 15 Pro Max", config: .iPhone15ProMax),
        CatalogDevice(name: "iPad mini", config: .iPadMini),
        CatalogDevice(name: "iPad 10.2", config: .iPad10_2),
        CatalogDevice(name: "iPad Pro 11", config: .iPadPro11),
        CatalogDevice(name: "iPad Pro 12.9", config: .iPadPro12_9),
    ]

    public init(name: String, width: Double) {
        self.name = name
        self.width = width
    }

    private init(name: String, config: ViewImageConfig) {
        self.init(name: name, width: Double(config.size?.width ?? 393))
    }

    /// The known device called `name` (letter case and spaces ignored), or nil.
    public init?(named name: String) {
        let key = name.lowercased().filter { !$0.isWhitespace }
        guard let device = Self.known.first(where: { $0.name.lowercased().filter { !$0.isWhitespace } == key }) else { return nil }
        self = device
    }

    /// The name in snapshot file names: `iPhone-SE`, `iPad-Pro-12.9`.
    public var fileName: String { name.replacingOccurrences(of: " ", with: "-") }
}
