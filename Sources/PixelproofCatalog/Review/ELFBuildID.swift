import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The GNU build ID of an ELF file (the `NT_GNU_BUILD_ID` note that `ld --build-id` writes: a
/// hash over the linked output), read from the file's program headers with a few small reads.
/// nil for a file that is not a 64-bit little-endian ELF file or has no such note.
///
/// ```swift
/// ELFBuildID.read("/proc/self/exe")   // 20 bytes (SHA-1) for a SwiftPM-built program on Linux
/// ```
enum ELFBuildID {
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let header = bytes(descriptor, at: 0, count: 64), header[0..<6] == [0x7F, 0x45, 0x4C, 0x46, 2, 1][...] else { return nil }
        let programHeaders = Int(word(header, 0x20, 8)), size = Int(word(header, 0x36, 2)), count = Int(word(header, 0x38, 2))
        guard size >= 56, count > 0, count < 4096, let table = bytes(descriptor, at: programHeaders, count: size * count) else { return nil }
        for index in 0..<count {
            let entry = index * size
            guard word(table, entry, 4) == 4 else { continue }   // PT_NOTE
            let offset = Int(word(table, entry + 8, 8)), length = Int(word(table, entry + 32, 8))
            guard length > 0, length <= 1 << 16, let notes = bytes(descriptor, at: offset, count: length) else { continue }
            if let id = buildID(in: notes) { return id }
        }
        return nil
    }

    /// Walks the notes of one PT_NOTE segment: name size, description size, type, then the name
    /// and the description, each padded to 4 bytes.
    private static func buildID(in notes: [UInt8]) -> [UInt8]? {
        var position = 0
        while position + 12 <= notes.count {
            let nameSize = Int(word(notes, position, 4)), descriptionSize = Int(word(notes, position + 4, 4))
            let type = word(notes, position + 8, 4)
            let name = position + 12, description = name + (nameSize + 3) / 4 * 4
            guard description + descriptionSize <= notes.count else { return nil }
            if type == 3, nameSize == 4, notes[name..<name + 4] == [0x47, 0x4E, 0x55, 0][...], descriptionSize > 0 {   // NT_GNU_BUILD_ID, "GNU"
                return Array(notes[description..<description + descriptionSize])
            }
            position = description + (descriptionSize + 3) / 4 * 4
        }
        return nil
    }

    private static func bytes(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return read == count ? buffer : nil
    }

    /// A little-endian unsigned integer of `size` bytes at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }
}
