import BitmapText
import Foundation
import Raster
import SwiftUI

/// A component package's catalog settings, read once per package from `.pixelproof.json` at its
/// root (every key optional; the file itself is optional):
///
/// ```json
/// {
///   "modules": ["AcmeUI"],
///   "tokens": "Tokens",
///   "snapshots": "__Snapshots__",
///   "colorSchemes": ["light", "dark"],
///   "dynamicTypeSizes": ["large", "accessibility1"],
///   "scales": [2],
///   "devices": ["iPhone SE", "iPhone 15"]
/// }
/// ```
///
/// Defaults: every module of the package's library products; the token folder `Tokens/` (or `tokens/`) when the package has one, else none;
/// references in `__Snapshots__/`; light and dark at the default size (`large`), 2x, no named
/// device (`.device` previews at an iPhone 15's width). Every appearance is the product of the
/// lists, in their order. Unknown keys and values are errors that name the file and the key.
public struct PackageConfiguration: Sendable, Equatable {
    public static let fileName = ".pixelproof.json"

    /// The modules whose previews are the catalog; nil: every module of the library products.
    public var modules: [String]?
    /// The token file or folder, relative to the package root; nil: the package has none.
    public var tokens: String?
    public var snapshots: String
    public var colorSchemes: [ColorScheme]
    public var dynamicTypeSizes: [DynamicTypeSize]
    public var scales: [DisplayScale]
    public var devices: [CatalogDevice]

    public init(modules: [String]? = nil, tokens: String? = nil, snapshots: String = "__Snapshots__", colorSchemes: [ColorScheme] = [.light, .dark],
                dynamicTypeSizes: [DynamicTypeSize] = [.large], scales: [DisplayScale] = [.x2], devices: [CatalogDevice] = []) {
        self.modules = modules
        self.tokens = tokens
        self.snapshots = snapshots
        self.colorSchemes = colorSchemes
        self.dynamicTypeSizes = dynamicTypeSizes
        self.scales = scales
        self.devices = devices
    }

    /// Every appearance the catalog is drawn in: schemes × sizes × scales × devices.
    public var appearances: [CatalogAppearance] {
        let devices: [CatalogDevice?] = self.devices.isEmpty ? [nil] : self.devices
        return devices.flatMap { device in
            scales.flatMap { scale in
                dynamicTypeSizes.flatMap { size in
                    colorSchemes.map { CatalogAppearance(colorScheme: $0, dynamicTypeSize: size, displayScale: scale, device: device) }
                }
            }
        }
    }

    /// The package's configuration: `.pixelproof.json` at `root` when present, else the defaults;
    /// either way the token folder defaults to `Tokens/` or `tokens/` when one exists.
    public static func load(packageRoot root: URL) throws(PackageConfigurationError) -> PackageConfiguration {
        let file = root.appendingPathComponent(fileName)
        var configuration = PackageConfiguration()
        if FileManager.default.fileExists(atPath: file.path) {
            configuration = try parse(file)
        }
        if configuration.tokens == nil {
            configuration.tokens = ["Tokens", "tokens"].first { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }
        }
        return configuration
    }

    /// SwiftUI's case names, in `DynamicTypeSize.allCases` order.
    static let sizeNames = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    static let keys = ["modules", "tokens", "snapshots", "colorSchemes", "dynamicTypeSizes", "scales", "devices"]

    static func parse(_ file: URL) throws(PackageConfigurationError) -> PackageConfiguration {
        let path = file.path
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file))
        } catch {
            throw .unreadable(path: path, reason: "\(error.localizedDescription)")
        }
        guard let dictionary = object as? [String: Any] else { throw .unreadable(path: path, reason: "the top level is not an object") }
        for key in dictionary.keys.sorted() where !keys.contains(key) {
            throw .badValue(path: path, key: key, expected: "one of the keys " + keys.joined(separator: ", "))
        }
        var configuration = PackageConfiguration()
        if dictionary["modules"] != nil {
            configuration.modules = try list(dictionary, "modules", path: path, expected: "module names", default: []) { value in
                (value as? String).flatMap { $0.isEmpty ? nil : $0 }
            }
        }
        if let value = dictionary["tokens"] {
            guard let text = value as? String, !text.isEmpty else { throw .badValue(path: path, key: "tokens", expected: "a token file or folder path") }
            configuration.tokens = text
        }
        if let value = dictionary["snapshots"] {
            guard let text = value as? String, !text.isEmpty else { throw .badValue(path: path, key: "snapshots", expected: "a folder path") }
            configuration.snapshots = text
        }
        configuration.colorSchemes = try list(dictionary, "colorSchemes", path: path, expected: "light or dark",
                                              default: configuration.colorSchemes) { ColorScheme(rawValue: $0 as? String ?? "") }
        configuration.dynamicTypeSizes = try list(dictionary, "dynamicTypeSizes", path: path,
                                                  expected: sizeNames.joined(separator: ", "),
                                                  default: configuration.dynamicTypeSizes) { value in
            (value as? String).flatMap { sizeNames.firstIndex(of: $0) }.map { DynamicTypeSize.allCases[$0] }
        }
        configuration.scales = try list(dictionary, "scales", path: path, expected: "1, 2 or 3", default: configuration.scales) { value in
            (value as? Int).flatMap { (1...3).contains($0) ? DisplayScale($0) : nil }
        }
        configuration.devices = try list(dictionary, "devices", path: path,
                                         expected: CatalogDevice.known.map(\.name).joined(separator: ", "), default: [], allowEmpty: true) { value in
            (value as? String).flatMap(CatalogDevice.init(named:))
        }
        return configuration
    }

    private static func list<T: Equatable>(_ dictionary: [String: Any], _ key: String, path: String, expected: String, default fallback: [T],
                                           allowEmpty: Bool = false, parse: (Any) -> T?) throws(PackageConfigurationError) -> [T] {
        guard let value = dictionary[key] else { return fallback }
        guard let array = value as? [Any], allowEmpty || !array.isEmpty else {
            throw .badValue(path: path, key: key, expected: "a non-empty list of " + expected)
        }
        var result: [T] = []
        for item in array {
            guard let parsed = parse(item) else { throw .badValue(path: path, key: key, expected: "a list of " + expected + "; got \(item)") }
            guard !result.contains(parsed) else { throw .badValue(path: path, key: key, expected: "no repeated values; \(item) is repeated") }
            result.append(parsed)
        }
        return result
    }
}

/// What is wrong with a package's `.pixelproof.json`, naming the file and the key.
public enum PackageConfigurationError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case badValue(path: String, key: String, expected: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): not a JSON object (\(reason))"
        case .badValue(let path, let key, let expected): "\(path): bad value for \"\(key)\": expected \(expected)"
        }
    }
}
