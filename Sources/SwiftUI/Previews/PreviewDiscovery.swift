/// Finds the `#Preview`s compiled into the running program. A `#Preview` expands to a type
/// with a unique, compiler-made name that no code can spell, so they are found the way the
/// Swift runtime finds types (`TypeMetadataRecords`), keeping the non-generic types whose name
/// the expansion gives (ending in `7PreviewfMu_`) and that conform to
/// `PixelproofPreviewDeclaration`.
///
/// ```swift
/// for preview in PixelproofPreview.macroPreviews(fileID: "AcmeUI/Badge.swift") {
///     let image = try render(preview.view, size: preview.renderSize, scale: .x3)
/// }
/// ```
extension PixelproofPreview {
    /// Every `#Preview` in the program, ordered by file and line; only those written in the
    /// file `fileID` (`"Module/File.swift"`), or in files whose ID starts with it (`"Module/"`),
    /// when given.
    @MainActor public static func macroPreviews(fileID: String? = nil) -> [PixelproofPreview] {
        let declarations = PreviewDeclarationScan.declarations()
            .filter { fileID == nil || $0.fileID == fileID! || $0.fileID.hasPrefix(fileID!) }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        return declarations.map { $0.pixelproofPreview }
    }
}

/// The `#Preview` expansions among the program's types.
enum PreviewDeclarationScan {
    /// What the expansion's type names end with (`PreviewExpansion` in the PreviewMacros target).
    static let nameSuffix = "7PreviewfMu_"

    static func declarations() -> [any PixelproofPreviewDeclaration.Type] {
        TypeMetadataRecords.types { $0.name.hasSuffix(nameSuffix) }
            .compactMap { $0 as? any PixelproofPreviewDeclaration.Type }
    }
}
