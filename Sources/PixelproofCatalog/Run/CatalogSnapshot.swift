import Snapshots
import Foundation
import Raster
import SwiftUI
import Tokens

/// One snapshot of a catalog: its path below the snapshot root, the token mode it renders in,
/// and how to render it under a token set. The runner knows nothing else about components, so
/// any catalog (the design system's, a component package's) can be verified, recorded and
/// reviewed.
///
/// The path is `/`-separated: folders, then the file name without `.png`
/// (`Button/primary/disabled.dark.default` is `<root>/Button/primary/disabled.dark.default.png`);
/// a path without a folder goes in `Catalog/`. Each segment is sanitised as `SnapshotName` does.
///
/// ```swift
/// let swatch = CatalogSnapshot(path: "Swatch/accent.dark", mode: "dark") { tokens in
///     let dark = try tokens.resolved(mode: "dark")
///     return RenderedSnapshot(bitmap: Bitmap(width: 8, height: 8, fill: dark.color(.bgCanvas)),
///                             tokenPaths: ["color.bg.canvas"])
/// }
/// ```
public struct CatalogSnapshot: Sendable {
    /// The sanitised path segments: folders, then the file name without extension.
    public let segments: [String]
    /// The token mode the snapshot reads (`light`, `dark`); nil when it reads several. A token
    /// change touches the snapshot only when it changes in this mode (in any mode when nil).
    public var mode: String?
    /// Renders the snapshot and lists the token paths the render read.
    public var render: @Sendable (TokenSet) throws -> RenderedSnapshot
    /// Lists the token paths a render would read, without drawing (a layout pass); nil means
    /// `render` is used. Review calls it on every snapshot to find those a token change touches.
    public var trace: (@Sendable (TokenSet) throws -> [String])?

    public init(path: String, mode: String? = nil,
                trace: (@Sendable (TokenSet) throws -> [String])? = nil,
                render: @escaping @Sendable (TokenSet) throws -> RenderedSnapshot) {
        var segments = PathSegments.split(path).map(SnapshotName.sanitize)
        if segments.count < 2 { segments.insert("Catalog", at: 0) }
        self.segments = segments
        identifier = segments.joined(separator: "/")
        self.mode = mode
        self.trace = trace
        self.render = render
    }

    /// The path as reports and `--only` patterns see it, e.g. `Button/primary/disabled.dark.default`:
    /// the segments joined once, since sorting and selecting ask for it thousands of times.
    public let identifier: String

    /// Where the reference lives below `root`.
    public func location(root: URL) -> SnapshotLocation {
        SnapshotLocation(root: root, folders: Array(segments.dropLast(2)), group: segments[segments.count - 2],
                         name: segments[segments.count - 1])
    }

    /// The token paths a render under `tokens` reads: `trace` when given, else a full render.
    public func tokenPaths(under tokens: TokenSet) throws -> [String] {
        if let trace { return try trace(tokens) }
        return try render(tokens).tokenPaths
    }
}

/// What rendering a catalog snapshot produced: the image, every token path the render read and,
/// when the catalog drew a SwiftUI view, its layout (so `verify --audit` audits the same render).
public struct RenderedSnapshot: Sendable {
    public var bitmap: Bitmap
    public var tokenPaths: [String]
    public var layout: LayoutResult?

    public init(bitmap: Bitmap, tokenPaths: [String], layout: LayoutResult? = nil) {
        self.bitmap = bitmap
        self.tokenPaths = tokenPaths
        self.layout = layout
    }
}
