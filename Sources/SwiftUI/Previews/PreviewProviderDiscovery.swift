/// Finds the `PreviewProvider`s compiled into the running program, `private` ones included, as
/// Xcode lists a file's previews without the file naming them: through the runtime's type
/// metadata records (`TypeMetadataRecords`), keeping the types of `module` that conform to
/// `PreviewProvider`.
///
/// ```swift
/// for provider in PixelproofPreview.previewProviders(module: "AcmeUI") {
///     for preview in provider.pixelproofPreviews {
///         let image = try render(preview.view, size: preview.renderSize, scale: .x3)
///     }
/// }
/// ```
extension PixelproofPreview {
    /// The `PreviewProvider` types declared in the module named `module`, ordered by type name
    /// (the runtime lists them in link order, which no source states).
    public static func previewProviders(module: String) -> [any PreviewProvider.Type] {
        TypeMetadataRecords.types { $0.module == module }
            .compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
    }
}
