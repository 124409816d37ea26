import Foundation

/// The fonts a package bundles: every `.ttf`, `.otf` and `.ttc` file under the package,
/// known by its file name and by the names in its `name` table (family, full name,
/// PostScript name, typographic family), which are what `Font.custom(_:size:)` looks up.
///
/// ```swift
/// let fonts = BundledFonts(files: [URL(fileURLWithPath: "Resources/Inter-Regular.ttf")])
/// fonts.contains("Inter-Regular")   // true
/// ```
public struct BundledFonts: Sendable {
    public let names: Set<String>
    public let fileCount: Int

    public init(names: Set<String>, fileCount: Int) {
        self.names = names
        self.fileCount = fileCount
    }

    /// Reads the names from the files; an unreadable or malformed file contributes its file name only.
    public init(files: [URL]) {
        var names: Set<String> = []
        for file in files {
            names.insert(file.deletingPathExtension().lastPathComponent)
            if let data = try? Data(contentsOf: file) {
                names.formUnion(Self.nameTableNames(Array(data)))
            }
        }
        self.init(names: names, fileCount: files.count)
    }

    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    public func contains(_ name: String) -> Bool { names.contains(name) }

    func missingFix(_ name: String) -> String {
        if fileCount == 0 {
            return "bundle the font: the package has no .ttf, .otf or .ttc file, so '\(name)' falls back to the system font"
        }
        let known = names.sorted().prefix(4).joined(separator: ", ")
        return "bundle it or use a bundled name: no bundled font is named '\(name)' (it would fall back to the system font); bundled: \(known)\(names.count > 4 ? ", …" : "")"
    }

    /// Names 1, 4, 6 and 16 of every font in an sfnt file (`.ttf`, `.otf`) or collection (`.ttc`).
    static func nameTableNames(_ bytes: [UInt8]) -> Set<String> {
        func u16(_ offset: Int) -> Int? { offset + 2 <= bytes.count ? Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) : nil }
        func u32(_ offset: Int) -> Int? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            return high << 16 | low
        }
        var fontOffsets = [0]
        if bytes.count >= 12, Array(bytes[0..<4]) == Array("ttcf".utf8), let count = u32(8), count < 1024 {
            fontOffsets = (0..<count).compactMap { u32(12 + 4 * $0) }
        }
        var names: Set<String> = []
        for font in fontOffsets {
            guard let tables = u16(font + 4), tables < 512 else { continue }
            for table in 0..<tables {
                let record = font + 12 + 16 * table
                guard record + 16 <= bytes.count, Array(bytes[record..<record + 4]) == Array("name".utf8),
                      let offset = u32(record + 8) else { continue }
                names.formUnion(Self.names(inNameTable: offset, bytes: bytes, u16: u16))
            }
        }
        return names
    }

    private static func names(inNameTable table: Int, bytes: [UInt8], u16: (Int) -> Int?) -> Set<String> {
        guard let count = u16(table + 2), let storage = u16(table + 4) else { return [] }
        var names: Set<String> = []
        for index in 0..<min(count, 4096) {
            let record = table + 6 + 12 * index
            guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                  let offset = u16(record + 10), [1, 4, 6, 16].contains(nameID) else { continue }
            let start = table + storage + offset
            guard start + length <= bytes.count else { continue }
            let raw = Array(bytes[start..<start + length])
            let name: String?
            if platform == 0 || platform == 3 {
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                name = String(utf16CodeUnits: units, count: units.count)
            } else if platform == 1 {
                name = String(bytes: raw, encoding: .macOSRoman)
            } else {
                name = nil
            }
            if let name, !name.isEmpty { names.insert(name) }
        }
        return names
    }
}
