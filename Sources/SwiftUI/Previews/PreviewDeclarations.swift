/// The `#Preview` declarations themselves, for a caller that evaluates a preview's body on its
/// own (a catalog builds the view afresh for every image, so the token reads in the body are
/// recorded by each render); `macroPreviews` evaluates each once.
///
/// ```swift
/// for declaration in PixelproofPreview.macroPreviewDeclarations(fileID: "AcmeUI/") {
///     declaration.displayName     // "weekly", or nil
///     declaration.fileID          // "AcmeUI/Card.swift"
/// }
/// ```
extension PixelproofPreview {
    /// The declarations `macroPreviews(fileID:)` reads, in the same order (file, then line).
    public static func macroPreviewDeclarations(fileID: String? = nil) -> [any PixelproofPreviewDeclaration.Type] {
        PreviewDeclarationScan.declarations()
            .filter { fileID == nil || $0.fileID == fileID! || $0.fileID.hasPrefix(fileID!) }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }
}
