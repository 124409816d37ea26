/// Finds the `#Preview`s compiled into the running program. A `#Preview` expands to a type
/// with a unique, compiler-made name that no code can spell, so they are found the way the
/// Swift runtime finds types: by walking the type metadata records of every loaded image
/// (`swift_enumerateAllMetadataSections`, exported by the Swift runtime), keeping the
/// non-generic types whose name the expansion gives (ending in `7PreviewfMu_`) and that
/// conform to `PixelproofPreviewDeclaration`.
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

/// The walk over the runtime's type metadata records.
enum PreviewDeclarationScan {
    /// The layout of the runtime's `MetadataSections` up to the type metadata records
    /// (swift/include/swift/Runtime/…/MetadataSections: version, base address, two unused
    /// words, then one start/length range per section in this order).
    private struct Sections {
        struct Range {
            var start: UInt
            var length: Int
        }

        var version: UInt
        var baseAddress: UnsafeRawPointer?
        var unused0: UnsafeRawPointer?
        var unused1: UnsafeRawPointer?
        var protocols: Range
        var protocolConformances: Range
        var typeMetadata: Range
    }

    /// What the expansion's type names end with (`PreviewExpansion` in the PreviewMacros target).
    static let nameSuffix = "7PreviewfMu_"

    private final class Found {
        var types: [Any.Type] = []
    }

    static func declarations() -> [any PixelproofPreviewDeclaration.Type] {
        let found = Found()
        swiftEnumerateAllMetadataSections({ sections, context in
            let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
            found.types += PreviewDeclarationScan.types(in: sections.load(as: Sections.self).typeMetadata)
            return true
        }, Unmanaged.passUnretained(found).toOpaque())
        return found.types.compactMap { $0 as? any PixelproofPreviewDeclaration.Type }
    }

    /// The non-generic struct types named like a `#Preview` expansion among `records`.
    private static func types(in records: Sections.Range) -> [Any.Type] {
        guard let base = UnsafeRawPointer(bitPattern: records.start) else { return [] }
        var types: [Any.Type] = []
        for offset in stride(from: 0, to: records.length - 3, by: 4) {
            let record = base + offset
            let relative = record.loadUnaligned(as: Int32.self)
            // The low two bits say how the descriptor is referenced; 0 is directly.
            guard relative & 3 == 0 else { continue }
            let descriptor = record + Int(relative)
            let flags = descriptor.loadUnaligned(as: UInt32.self)
            let isStruct = flags & 0x1F == 17
            let isGeneric = flags & 0x80 != 0
            guard isStruct, !isGeneric else { continue }
            let nameField = descriptor + 8
            let name = (nameField + Int(nameField.loadUnaligned(as: Int32.self))).assumingMemoryBound(to: CChar.self)
            guard String(cString: name).hasSuffix(nameSuffix) else { continue }
            let accessField = descriptor + 12
            let accessor = accessField + Int(accessField.loadUnaligned(as: Int32.self))
            // A non-generic type's metadata accessor takes the request and returns the
            // metadata in the first return register.
            let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
            types.append(unsafeBitCast(access(0), to: Any.Type.self))
        }
        return types
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)
