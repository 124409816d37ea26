import Foundation

/// Keeps a generated asset catalog exactly what the generator wrote: before a regeneration,
/// every `Contents.json` inside the catalog that the new output does not contain is removed,
/// and then every folder left empty, so a deleted token leaves no stale colour set behind.
enum GeneratedFolder {
    static func replaceCatalog(in directory: URL, named catalog: String, keeping kept: Set<String>) throws {
        let root = directory.appendingPathComponent(catalog)
        let files = FileManager.default
        guard let relativePaths = try? files.subpathsOfDirectory(atPath: root.path) else { return }
        for relative in relativePaths.sorted().reversed() {
            let url = root.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if (try? files.contentsOfDirectory(atPath: url.path))?.isEmpty == true { try files.removeItem(at: url) }
            } else if relative.hasSuffix("Contents.json"), !kept.contains(catalog + "/" + relative) {
                try files.removeItem(at: url)
            }
        }
    }
}
