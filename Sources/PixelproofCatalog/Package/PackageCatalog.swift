import BitmapText
import Foundation
import Raster
import Snapshots
import SwiftUI
import Tokens

/// A component package's catalog as the commands run it: its previews (`PreviewCatalog`) in
/// every appearance its `.pixelproof.json` chooses, at `<snapshots>/<component>/<preview>.<appearance>.png`
/// (`__Snapshots__/Badge/Default.dark.default.png`), rendered on the system background of the
/// scheme (white in light, black in dark, as iOS's `systemBackground`) with the package's tokens.
///
/// ```swift
/// let catalog = try PackageCatalog(packageRoot: root, modules: ["AcmeUI"])
/// let snapshots = catalog.snapshots()          // what verify, record and review run
/// let tokens = try catalog.loadTokens()        // the package's token folder (else the shipped set)
/// ```
public struct PackageCatalog: Sendable {
    public let root: URL
    public let modules: [String]
    public let configuration: PackageConfiguration
    public let entries: [PreviewEntry]

    /// Reads the configuration and discovers the previews in the running program of `modules`
    /// (the modules the runner links), or of those the configuration names, which must be among them.
    public init(packageRoot root: URL, modules: [String]) throws(PackageConfigurationError) {
        self.root = root.standardizedFileURL
        configuration = try PackageConfiguration.load(packageRoot: root)
        if let chosen = configuration.modules {
            for module in chosen where !modules.contains(module) {
                throw .badValue(path: root.appendingPathComponent(PackageConfiguration.fileName).path, key: "modules",
                                expected: "modules of the package's library products (\(modules.joined(separator: ", "))); \(module) is not one")
            }
            self.modules = chosen
        } else {
            self.modules = modules
        }
        entries = PreviewCatalog.entries(modules: self.modules)
    }

    /// The token folder or file, relative to the package root, when the package has one.
    public var tokenPath: String? { configuration.tokens }

    /// The package's token set: its token folder, or the shipped set when it has none (previews
    /// in plain SwiftUI read no tokens, so they draw the same).
    public func loadTokens() throws -> TokenSet {
        guard let path = configuration.tokens else { return .shipped }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw PackageConfigurationError.badValue(path: root.appendingPathComponent(PackageConfiguration.fileName).path, key: "tokens",
                                                     expected: "an existing token file or folder; \(url.path) does not exist")
        }
        return try TokenSet.load(paths: [url])
    }

    /// The components, in catalog order.
    public var components: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.component) { seen.append(entry.component) }
        return seen
    }

    /// Every entry in every appearance.
    public func snapshots() -> [CatalogSnapshot] {
        entries.flatMap { entry in configuration.appearances.map { Self.snapshot(entry, $0) } }
    }

    /// One entry in one appearance. The token mode is the colour scheme's name (`light`, `dark`);
    /// tracing for review is a layout pass, as for the shipped catalog.
    public static func snapshot(_ entry: PreviewEntry, _ appearance: CatalogAppearance) -> CatalogSnapshot {
        CatalogSnapshot(
            path: entry.name + "." + appearance.name,
            mode: appearance.colorScheme.rawValue,
            trace: { tokens in layout(entry, appearance, tokens).tokensRead },
            render: { tokens in
                let result = layout(entry, appearance, tokens)
                return RenderedSnapshot(bitmap: try result.render(background: background(appearance)), tokenPaths: result.tokensRead)
            })
    }

    /// An entry drawn light and dark at `size`, for the contact sheet.
    public func sheetBlock(_ entry: PreviewEntry, dynamicTypeSize: DynamicTypeSize, tokens: TokenSet) throws -> ContactSheet.Block {
        let light = CatalogAppearance(colorScheme: .light, dynamicTypeSize: dynamicTypeSize)
        let dark = CatalogAppearance(colorScheme: .dark, dynamicTypeSize: dynamicTypeSize)
        return ContactSheet.Block(label: String(entry.name.dropFirst(entry.component.count + 1)),
                                  light: try Self.layout(entry, light, tokens).render(background: Self.background(light)),
                                  dark: try Self.layout(entry, dark, tokens).render(background: Self.background(dark)))
    }

    /// An entry laid out in one appearance with a token set: what renders, traces and (for an
    /// accessibility audit) the element tree start from.
    public static func layout(_ entry: PreviewEntry, _ appearance: CatalogAppearance, _ tokens: TokenSet) -> LayoutResult {
        SwiftUI.layout(entry.view, size: entry.renderSize(in: appearance), scale: appearance.displayScale,
                       colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize, tokens: tokens)
    }

    /// What a preview is drawn over: white in light appearances, black in dark.
    public static func background(_ appearance: CatalogAppearance) -> RGBA8 {
        appearance.colorScheme == .dark ? RGBA8(r: 0, g: 0, b: 0, a: 255) : RGBA8(r: 255, g: 255, b: 255, a: 255)
    }
}
