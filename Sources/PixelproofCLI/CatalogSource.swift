import Foundation
import PixelproofCatalog
import Raster
import Snapshots
import SwiftUI
import Tokens

/// What the catalog commands (`verify`, `record`, `review`, `catalog`) act on: the shipped
/// design system's catalog for `swift run pixelproof`, or a component package's previews for
/// `swift package pixelproof` (`PackageTool`). Paths are relative to the working folder, which is
/// the package root in both cases.
///
/// ```swift
/// let commands = catalogCommands(for: .shipped)
/// let mine = CatalogSource(name: "package AcmeUI", snapshots: { catalog.snapshots() }, tokens: { try catalog.loadTokens() },
///                          tokenFolder: "Tokens", sheets: …)
/// ```
public struct CatalogSource: Sendable {
    /// How messages name the catalog: "the design system", "package AcmeUI".
    public var name: String
    public var snapshots: @Sendable () throws -> [CatalogSnapshot]
    /// The token set a run renders with when `--tokens` is not given.
    public var tokens: @Sendable () throws -> TokenSet
    /// The token folder a git revision is read from in `review --base REV`; nil when the
    /// catalog has none (then a revision must name its folder, `REV:FOLDER`).
    public var tokenFolder: String?
    /// The reference folder when `--snapshots` is not given.
    public var snapshotsFolder: String
    /// The components `catalog` draws sheets for, in order.
    public var components: @Sendable () -> [String]
    /// One component's contact sheet at a Dynamic Type size with a token set, and how many entries it shows.
    public var sheet: @Sendable (_ component: String, _ size: DynamicTypeSize, _ tokens: TokenSet) throws -> (Bitmap, Int)
    /// One component's sheet of accessibility pictures (`catalog --a11y`); nil where the catalog
    /// cannot draw them yet (a component package's previews).
    public var accessibilitySheet: (@Sendable (_ component: String, _ size: DynamicTypeSize, _ tokens: TokenSet) throws -> (Bitmap, Int))?

    public init(name: String, snapshots: @escaping @Sendable () throws -> [CatalogSnapshot],
                tokens: @escaping @Sendable () throws -> TokenSet, tokenFolder: String?, snapshotsFolder: String = "__Snapshots__",
                components: @escaping @Sendable () -> [String],
                sheet: @escaping @Sendable (String, DynamicTypeSize, TokenSet) throws -> (Bitmap, Int),
                accessibilitySheet: (@Sendable (String, DynamicTypeSize, TokenSet) throws -> (Bitmap, Int))? = nil) {
        self.name = name
        self.snapshots = snapshots
        self.tokens = tokens
        self.tokenFolder = tokenFolder
        self.snapshotsFolder = snapshotsFolder
        self.components = components
        self.sheet = sheet
        self.accessibilitySheet = accessibilitySheet
    }

    /// The design system's catalog (`ShippedCatalog`), the shipped tokens and their folder.
    public static let shipped = shipped(snapshots: ShippedCatalog.snapshots)

    /// The shipped catalog's settings over other snapshots: what tests pass their own catalogs through.
    public static func shipped(snapshots: @escaping @Sendable () throws -> [CatalogSnapshot]) -> CatalogSource {
        CatalogSource(name: "the design system", snapshots: snapshots, tokens: { .shipped }, tokenFolder: TokenSource.defaultGitFolder,
                      components: { Catalog.components },
                      sheet: { component, size, tokens in
                          (try ContactSheet.draw(component: component, dynamicTypeSize: size, tokens: tokens), Catalog.entries(for: component).count)
                      },
                      accessibilitySheet: { component, size, tokens in
                          (try ContactSheet.drawAccessibility(component: component, dynamicTypeSize: size, tokens: tokens),
                           Catalog.entries(for: component).count)
                      })
    }
}
