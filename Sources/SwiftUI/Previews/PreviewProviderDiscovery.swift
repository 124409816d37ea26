/// Finds the `PreviewProvider`s compiled into the running program, as `macroPreviews` finds
/// `#Preview`s: through the runtime's type metadata records (`PreviewDeclarationScan`), keeping
/// the non-generic types declared in the given modules that conform to `PreviewProvider`. Only
/// those modules' types have their metadata accessors called.
///
/// ```swift
/// for provider in PixelproofPreview.previewProviders(inModules: ["AcmeUI"]) {
///     for preview in provider.previews { … }   // "BadgePreviews", its named previews
/// }
/// ```
extension PixelproofPreview {
    /// A provider found in the program: its type's name (`BadgePreviews`, `Badge_Previews`) and
    /// its previews (`pixelproofPreviews`).
    public struct Provider {
        public let typeName: String
        public let module: String
        public let type: any PreviewProvider.Type

        public var previews: [PixelproofPreview] { type.pixelproofPreviews }
    }

    /// Every `PreviewProvider` declared in `modules` (module names as written in `import`),
    /// ordered by module, then type name; nested types are named by their own name.
    public static func previewProviders(inModules modules: Set<String>) -> [Provider] {
        var found: [Provider] = []
        let types = PreviewDeclarationScan.types { _, _, module in modules.contains(module) }
        for type in types {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            let module = String(reflecting: type).split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            found.append(Provider(typeName: String(describing: type), module: module, type: provider))
        }
        return found.sorted { ($0.module, $0.typeName) < ($1.module, $1.typeName) }
    }
}
