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
        macroPreviewDeclarations(fileID: fileID).map { $0.pixelproofPreview }
    }

    /// The declarations `macroPreviews` reads, in the same order: for a caller that evaluates
    /// a preview's body itself (a catalog renders it afresh for every image).
    public static func macroPreviewDeclarations(fileID: String? = nil) -> [any PixelproofPreviewDeclaration.Type] {
        PreviewDeclarationScan.declarations()
            .filter { fileID == nil || $0.fileID == fileID! || $0.fileID.hasPrefix(fileID!) }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
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
        let keep: (Kind, String, String) -> Bool
        var types: [Any.Type] = []

        init(keep: @escaping (Kind, String, String) -> Bool) {
            self.keep = keep
        }
    }

    static func declarations() -> [any PixelproofPreviewDeclaration.Type] {
        types { kind, name, _ in kind == .struct && name.hasSuffix(nameSuffix) }
            .compactMap { $0 as? any PixelproofPreviewDeclaration.Type }
    }

    /// The kinds of type context descriptor the scan looks at (the low five bits of its flags).
    enum Kind: UInt32 {
        case `class` = 16
        case `struct` = 17
        case `enum` = 18
    }

    /// The non-generic classes, structs and enums of every loaded image for which `keep` (given
    /// the kind, the type's own name and the name of the module it is declared in) is true; only
    /// those have their metadata accessor called.
    static func types(where keep: @escaping (Kind, String, String) -> Bool) -> [Any.Type] {
        let found = Found(keep: keep)
        swiftEnumerateAllMetadataSections({ sections, context in
            let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
            found.types += PreviewDeclarationScan.types(in: sections.load(as: Sections.self).typeMetadata, keep: found.keep)
            return true
        }, Unmanaged.passUnretained(found).toOpaque())
        return found.types
    }

    private static func types(in records: Sections.Range, keep: (Kind, String, String) -> Bool) -> [Any.Type] {
        guard let base = UnsafeRawPointer(bitPattern: records.start) else { return [] }
        var types: [Any.Type] = []
        for offset in stride(from: 0, to: records.length - 3, by: 4) {
            let record = base + offset
            let relative = record.loadUnaligned(as: Int32.self)
            // The low two bits say how the descriptor is referenced; 0 is directly.
            guard relative & 3 == 0 else { continue }
            let descriptor = record + Int(relative)
            let flags = descriptor.loadUnaligned(as: UInt32.self)
            let isGeneric = flags & 0x80 != 0
            guard let kind = Kind(rawValue: flags & 0x1F), !isGeneric else { continue }
            let nameField = descriptor + 8
            let name = String(cString: (nameField + Int(nameField.loadUnaligned(as: Int32.self))).assumingMemoryBound(to: CChar.self))
            guard keep(kind, name, moduleName(of: descriptor) ?? "") else { continue }
            let accessField = descriptor + 12
            let accessor = accessField + Int(accessField.loadUnaligned(as: Int32.self))
            // A non-generic type's metadata accessor takes the request and returns the
            // metadata in the first return register.
            let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
            types.append(unsafeBitCast(access(0), to: Any.Type.self))
        }
        return types
    }

    /// The name of the module a context descriptor is declared in: its parents (types,
    /// extensions, the anonymous context of a `private` type) are followed to the module
    /// descriptor (kind 0), whose name field is at offset 8 as a type's is.
    private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        var current = descriptor
        for _ in 0..<64 {
            let flags = current.loadUnaligned(as: UInt32.self)
            if flags & 0x1F == 0 {
                let nameField = current + 8
                return String(cString: (nameField + Int(nameField.loadUnaligned(as: Int32.self))).assumingMemoryBound(to: CChar.self))
            }
            // The parent is a relative indirectable pointer: low bit set, it points at a pointer.
            let parentField = current + 4
            let relative = parentField.loadUnaligned(as: Int32.self)
            guard relative != 0 else { return nil }
            let target = parentField + Int(relative & ~1)
            if relative & 1 != 0 {
                guard let indirect = target.loadUnaligned(as: UnsafeRawPointer?.self) else { return nil }
                current = indirect
            } else {
                current = target
            }
        }
        return nil
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)
