/// Everything `pixelproof tokens gen --output DIR` writes for a component package, as the seeds'
/// pipeline does: `DesignTokens.swift` (`SwiftUITokenGenerator`) and `Colors.xcassets`
/// (`AssetCatalogColors`), keyed by path relative to DIR. A pure function of the token set.
///
/// ```swift
/// let files = try SwiftUITokenOutput.files(for: .shipped)
/// files.keys.sorted().first   // "Colors.xcassets/Contents.json"
/// ```
public enum SwiftUITokenOutput {
    public static let swiftFile = "DesignTokens.swift"
    public static let catalog = "Colors.xcassets"

    /// `namespace`: a component package's own name, so its generated names never clash with the
    /// design system's (see `SwiftUITokenGenerator.generate`); `nil` for the design system.
    public static func files(for set: TokenSet, namespace: String? = nil) throws(SwiftGenerationError) -> [String: String] {
        var files = AssetCatalogColors.files(for: set, catalog: catalog)
        files[swiftFile] = try SwiftUITokenGenerator.generate(set, catalog: catalog, namespace: namespace)
        return files
    }
}
