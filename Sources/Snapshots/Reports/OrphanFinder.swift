import Foundation

/// References that no assertion of a run used: every file in the `<root>/<group>/` folders of the
/// snapshot roots the run touched, minus the references its results name. Only meaningful after a
/// complete, unfiltered run (see `SnapshotRun.markComplete`).
public enum OrphanFinder {
    public static func orphans(usedBy results: [SnapshotResult]) -> [URL] {
        let used = Set(results.map { URL(fileURLWithPath: $0.reference).standardizedFileURL.path })
        let roots = Set(results.map { URL(fileURLWithPath: $0.reference).deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path })
        var orphans: [URL] = []
        let manager = FileManager.default
        for root in roots.sorted() {
            guard let groups = try? manager.contentsOfDirectory(atPath: root) else { continue }
            for group in groups.sorted() where !group.hasPrefix(".") {
                let folder = URL(fileURLWithPath: root).appendingPathComponent(group)
                guard let files = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
                for file in files.sorted() where !file.hasPrefix(".") {
                    let url = folder.appendingPathComponent(file).standardizedFileURL
                    var isDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                    if !used.contains(url.path) { orphans.append(url) }
                }
            }
        }
        return orphans
    }
}
