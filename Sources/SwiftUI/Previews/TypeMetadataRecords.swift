/// The nominal types compiled into the running program, found the way the Swift runtime finds
/// them: by walking the type metadata records of every loaded image
/// (`swift_enumerateAllMetadataSections`, exported by the Swift runtime). This sees every
/// type, `private` and `fileprivate` ones included, which no code outside their file can name:
/// it is how `#Preview`s (whose types have compiler-made names) and `PreviewProvider`s are
/// found without naming them.
///
/// Only non-generic structs, enums and classes referenced directly by their record are listed;
/// a type's metadata is made (by calling its metadata accessor) only when it passes `filter`.
enum TypeMetadataRecords {
    /// What is known about a type from its context descriptor, before its metadata is made.
    struct Candidate {
        /// The type's own name as written (`"BadgePreviews"`), or the compiler-made name.
        let name: String
        /// The name of the module that declares it (`"AcmeUI"`).
        let module: String
    }

    /// The types for which `filter` returns true, in the order of their records.
    static func types(where filter: (Candidate) -> Bool) -> [Any.Type] {
        withoutActuallyEscaping(filter) { filter in
            let walk = Walk(filter: filter)
            swiftEnumerateAllMetadataSections({ sections, context in
                let walk = Unmanaged<Walk>.fromOpaque(context!).takeUnretainedValue()
                walk.visit(sections.load(as: Sections.self).typeMetadata)
                return true
            }, Unmanaged.passUnretained(walk).toOpaque())
            return walk.types
        }
    }

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

    /// Context descriptor kinds (the low five bits of a descriptor's flags; swift/ABI/MetadataValues.h).
    private enum Kind {
        static let module: UInt32 = 0
        static let `class`: UInt32 = 16
        static let `struct`: UInt32 = 17
        static let `enum`: UInt32 = 18
    }

    private final class Walk {
        // Called only while `types(where:)` runs.
        let filter: (Candidate) -> Bool
        var types: [Any.Type] = []

        init(filter: @escaping (Candidate) -> Bool) {
            self.filter = filter
        }

        func visit(_ records: Sections.Range) {
            guard let base = UnsafeRawPointer(bitPattern: records.start) else { return }
            for offset in stride(from: 0, to: records.length - 3, by: 4) {
                let record = base + offset
                let relative = record.loadUnaligned(as: Int32.self)
                // The low two bits say how the descriptor is referenced; 0 is directly.
                guard relative & 3 == 0 else { continue }
                let descriptor = record + Int(relative)
                let flags = descriptor.loadUnaligned(as: UInt32.self)
                let kind = flags & 0x1F
                let isGeneric = flags & 0x80 != 0
                guard kind == Kind.struct || kind == Kind.enum || kind == Kind.class, !isGeneric else { continue }
                let candidate = Candidate(name: TypeMetadataRecords.string(at: descriptor + 8),
                                          module: TypeMetadataRecords.moduleName(of: descriptor))
                guard filter(candidate) else { continue }
                let accessField = descriptor + 12
                let accessor = accessField + Int(accessField.loadUnaligned(as: Int32.self))
                // A non-generic type's metadata accessor takes the request and returns the
                // metadata in the first return register.
                let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
                types.append(unsafeBitCast(access(0), to: Any.Type.self))
            }
        }
    }

    /// The C string a relative pointer at `field` points to.
    private static func string(at field: UnsafeRawPointer) -> String {
        String(cString: (field + Int(field.loadUnaligned(as: Int32.self))).assumingMemoryBound(to: CChar.self))
    }

    /// The name of the module at the root of a descriptor's parent chain (through the anonymous
    /// contexts of private types and the extensions of nested ones), or "" if there is none.
    private static func moduleName(of descriptor: UnsafeRawPointer) -> String {
        var current = descriptor
        for _ in 0..<64 {
            guard let parent = parent(of: current) else { return "" }
            if parent.loadUnaligned(as: UInt32.self) & 0x1F == Kind.module {
                return string(at: parent + 8)
            }
            current = parent
        }
        return ""
    }

    /// A context descriptor's parent: a relative pointer at offset 4, to the descriptor
    /// itself, or (low bit set) to a pointer to it.
    private static func parent(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
        let field = descriptor + 4
        let relative = Int(field.loadUnaligned(as: Int32.self))
        guard relative != 0 else { return nil }
        if relative & 1 == 0 {
            return field + relative
        }
        return (field + (relative & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)
