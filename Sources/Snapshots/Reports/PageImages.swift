import Foundation

/// The `src` values of a self-contained page's images: every image embedded as a `data:` URL
/// while together they stay within `HTMLReport.embedLimit` bytes, else paths relative to the
/// page's folder. Base64 and percent-encoding leave no `"`, `<`, `>` or `&`, so a source is safe
/// in an attribute as it is. The snapshot report, the token review page and the audit page use
/// it. A page whose writer still holds the images' bytes passes them in, so the files are
/// neither measured nor read back.
package struct PageImages {
    /// The folder the page is written to, standardized.
    package let folder: String
    package let embed: Bool
    /// Bytes the caller already holds, by absolute path.
    private let known: [String: [UInt8]]
    /// The images' bytes in all, held or measured.
    private let total: Int

    /// `paths` are absolute, or relative to `folder`; `bytes` (keys as in `paths`) are the
    /// contents of some of those files, as written, and `sizes` the sizes of some (files whose
    /// `data:` URLs the caller made itself), so neither is measured.
    package init(paths: [String], folder: URL, bytes: [String: [UInt8]] = [:], sizes: [String: Int] = [:]) {
        let folderPath = folder.standardizedFileURL.path
        self.folder = folderPath
        known = Dictionary(bytes.map { (Self.absolute($0.key, in: folderPath), $0.value) }, uniquingKeysWith: { first, _ in first })
        let knownSizes = Dictionary(sizes.map { (Self.absolute($0.key, in: folderPath), $0.value) }, uniquingKeysWith: { first, _ in first })
        var total = 0
        for path in paths {
            let absolute = Self.absolute(path, in: folderPath)
            if let held = known[absolute] {
                total += held.count
            } else if let size = knownSizes[absolute] {
                total += size
            } else {
                total += FileSize.of(absolute) ?? 0
            }
        }
        self.total = total
        embed = total <= HTMLReport.embedLimit
    }

    /// What an embedded image's `src` starts with; its base64 follows.
    package static let dataURLPrefix = "data:image/png;base64,"

    /// The image at `path` (absolute, or relative to the page's folder) as a `src` value.
    package func source(_ path: String) -> String {
        var text = PageBytes(reserving: 0)
        appendSource(path, to: &text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Appends `source(path)` to `page`: a `data:` URL whose base64 goes straight from the
    /// image's bytes into the page when images are embedded, else the image's relative link.
    package func appendSource(_ path: String, to page: inout PageBytes) {
        let absolute = Self.absolute(path, in: folder)
        if embed, let held = known[absolute] {
            page += Self.dataURLPrefix
            page.appendBase64(held)
        } else if embed, let data = FileManager.default.contents(atPath: absolute) {
            page += Self.dataURLPrefix
            page.appendBase64(Array(data))
        } else {
            let relative = absolute.hasPrefix(folder + "/") ? String(absolute.dropFirst(folder.count + 1)) : absolute
            page += relative.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#&"))) ?? String($0) }
                .joined(separator: "/")
        }
    }

    /// About how many bytes the images take in a page that shows each once: their base64 when
    /// embedded (the held bytes' and the measured files'), else nothing to speak of.
    package var embeddedSize: Int { embed ? (total + 2) / 3 * 4 : 0 }

    private static func absolute(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }
}
