import Foundation

/// The `src` values of a self-contained page's images: every image embedded as a `data:` URL
/// while together they stay within `HTMLReport.embedLimit` bytes, else paths relative to the
/// page's folder. Base64 and percent-encoding leave no `"`, `<`, `>` or `&`, so a source is safe
/// in an attribute as it is. The snapshot report and the token review page both use it.
package struct PageImages {
    /// The folder the page is written to, standardized.
    package let folder: String
    package let embed: Bool

    /// `paths` are absolute, or relative to `folder`.
    package init(paths: [String], folder: URL) {
        self.folder = folder.standardizedFileURL.path
        var total = 0
        for path in paths {
            total += ((try? FileManager.default.attributesOfItem(atPath: Self.absolute(path, in: self.folder))[.size]) as? Int) ?? 0
        }
        embed = total <= HTMLReport.embedLimit
    }

    /// The image at `path` (absolute, or relative to the page's folder) as a `src` value.
    package func source(_ path: String) -> String {
        let absolute = Self.absolute(path, in: folder)
        if embed, let data = FileManager.default.contents(atPath: absolute) {
            return "data:image/png;base64," + data.base64EncodedString()
        }
        let relative = absolute.hasPrefix(folder + "/") ? String(absolute.dropFirst(folder.count + 1)) : absolute
        return relative.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#&"))) ?? String($0) }
            .joined(separator: "/")
    }

    private static func absolute(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }
}
