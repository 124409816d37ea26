
/// Where an entry's reference image lives under the top-level `__Snapshots__/` folder: the entry
/// name is the path and the appearance the suffix,
/// `__Snapshots__/<entry name>.<scheme>.<size>.png`, e.g.
/// `__Snapshots__/Button/primary/disabled.dark.ax1.png`.
///
/// ```swift
/// let path = CatalogSnapshotPath(entry: "Button/primary/disabled", appearance: .all[1])
/// path.folders     // ["Button", "primary"]
/// path.fileStem    // "disabled.dark.default"
/// path.relativePath(pathExtension: "png")   // "Button/primary/disabled.dark.default.png"
///
/// // The harness location (Snapshots' `SnapshotLocation` is root / folders / group / name):
/// let location = SnapshotLocation(root: snapshotsRoot, folders: Array(path.folders.dropLast()),
///                                 group: path.folders.last!, name: path.fileStem)
/// ```
public struct CatalogSnapshotPath: Sendable, Hashable {
    /// The folders below `__Snapshots__/`, outermost first (at least the component's).
    public let folders: [String]
    /// The file name without its extension: the entry's last segment and the appearance.
    public let fileStem: String

    public init(entry name: String, appearance: CatalogAppearance) {
        var segments = PathSegments.split(name)
        let last = segments.removeLast()
        folders = segments
        fileStem = last + "." + appearance.name
    }

    public init(entry: CatalogEntry, appearance: CatalogAppearance) {
        self.init(entry: entry.name, appearance: appearance)
    }

    /// The path relative to `__Snapshots__/`.
    public func relativePath(pathExtension: String) -> String {
        (folders + [fileStem + "." + pathExtension]).joined(separator: "/")
    }
}
