import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one snapshot's failure artifacts into the artifacts folder, mirroring the reference's
/// path inside its package: `Tests/CardTests/__Snapshots__/CardTests/testCard.1.png` gets
/// `<artifacts>/Tests/CardTests/__Snapshots__/CardTests/testCard.1.{reference,actual,diff,composite}.png`
/// and `testCard.1.result.json`.
struct ArtifactWriter {
    let folder: ContainedFolder
    /// Components from the artifacts root to the folder of this snapshot's files.
    let directory: [String]
    let baseName: String

    init(root: URL, location: SnapshotLocation) {
        folder = ContainedFolder(root: root)
        baseName = location.name
        let referenceFolder = location.folderURL.standardizedFileURL.pathComponents
        if let package = location.packageRoot?.standardizedFileURL.pathComponents,
           referenceFolder.starts(with: package) {
            directory = Array(referenceFolder.dropFirst(package.count))
        } else {
            directory = [location.root.lastPathComponent] + location.folders + [location.group]
        }
    }

    func components(kind: String, pathExtension: String) -> [String] {
        directory + ["\(baseName).\(kind).\(pathExtension)"]
    }

    /// Writes one artifact and returns its absolute path.
    func write(_ bytes: [UInt8], kind: String, pathExtension: String) throws -> String {
        let components = components(kind: kind, pathExtension: pathExtension)
        try folder.write(bytes, to: components)
        return try folder.url(components).path
    }

    /// Removes artifacts a previous failing run left for this snapshot. Every failure writes an
    /// `actual` file, so one look for it spares passing snapshots the other removals.
    func removeStale(pathExtension: String) {
        guard let actual = try? folder.url(components(kind: "actual", pathExtension: pathExtension)),
              access(actual.path, F_OK) == 0 else { return }
        for kind in ["reference", "actual", "diff", "composite"] {
            for candidate in Set([pathExtension, "png", "txt"]) {
                if let url = try? folder.url(components(kind: kind, pathExtension: candidate)) { unlink(url.path) }
            }
        }
    }

    /// Writes the result entry that `pixelproof report` and the end-of-run report read.
    func writeEntry(_ result: SnapshotResult) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try folder.write(Array(try encoder.encode(result)), to: directory + ["\(baseName).result.json"])
    }
}
