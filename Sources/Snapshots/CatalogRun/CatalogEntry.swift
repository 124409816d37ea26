import Raster
import Tokens

/// One snapshot of a catalog: where its reference lives (`<root>/<group>/<name>.png`), the token
/// mode it renders in, and how to render it under a token set. The runner knows nothing else
/// about components, so any catalog (the design system's, a component package's) can be verified,
/// recorded and reviewed.
///
/// ```swift
/// let entry = CatalogEntry(group: "Button", name: "primary.disabled.dark@2x", mode: "dark") { tokens in
///     let dark = try tokens.resolved(mode: "dark")
///     return CatalogRendering(bitmap: Bitmap(width: 8, height: 8, fill: dark.color(.bgCanvas)),
///                             tokenPaths: ["color.bg.canvas"])
/// }
/// ```
public struct CatalogEntry: Sendable {
    /// The folder of the reference below the snapshot root, e.g. `Button`.
    public var group: String
    /// The file name of the reference without extension, e.g. `primary.disabled.dark@2x`.
    public var name: String
    /// The token mode the entry reads (`light`, `dark`); nil when it reads several. A token change
    /// touches the entry only when it changes in this mode (in any mode when nil).
    public var mode: String?
    /// Renders the entry and lists the token paths the render read.
    public var render: @Sendable (TokenSet) throws -> CatalogRendering
    /// Lists the token paths a render would read, without drawing (a layout pass); nil means
    /// `render` is used. Review calls it on every entry to find those a token change touches.
    public var trace: (@Sendable (TokenSet) throws -> [String])?

    public init(group: String, name: String, mode: String? = nil,
                trace: (@Sendable (TokenSet) throws -> [String])? = nil,
                render: @escaping @Sendable (TokenSet) throws -> CatalogRendering) {
        self.group = group
        self.name = name
        self.mode = mode
        self.trace = trace
        self.render = render
    }

    /// `<group>/<name>` as the reports and `--only` patterns see it (names sanitised as on disk).
    public var identifier: String { SnapshotName.sanitize(group) + "/" + SnapshotName.sanitize(name) }

    /// The token paths a render under `tokens` reads: `trace` when given, else a full render.
    public func tokenPaths(under tokens: TokenSet) throws -> [String] {
        if let trace { return try trace(tokens) }
        return try render(tokens).tokenPaths
    }
}

/// What rendering a catalog entry produced: the image, and every token path the render read
/// (sorted or not; the runner sorts).
public struct CatalogRendering: Sendable {
    public var bitmap: Bitmap
    public var tokenPaths: [String]

    public init(bitmap: Bitmap, tokenPaths: [String]) {
        self.bitmap = bitmap
        self.tokenPaths = tokenPaths
    }
}
