import Foundation

/// Where one snapshot's reference lives: `<root>/<folders…>/<group>/<name>.<extension>`. `root` is
/// a `__Snapshots__` folder (beside the test file by default, as swift-snapshot-testing does, or
/// any folder you choose, such as a package's top-level `__Snapshots__/`); `folders` are the
/// folders between it and the group (none for assertions; a catalog path's outer folders);
/// `group` is the test file's name without `.swift`; `name` is `<testName>.<name or counter>`.
/// Every component is sanitised (see `SnapshotName`).
///
/// ```swift
/// let root = packageRoot.appendingPathComponent("__Snapshots__")
/// let location = SnapshotLocation(root: root, group: "Button", name: "primary.dark@2x")
/// location.referenceURL(pathExtension: "png")   // …/__Snapshots__/Button/primary.dark@2x.png
/// let nested = SnapshotLocation(root: root, folders: ["Button"], group: "primary", name: "disabled.dark.ax1")
/// nested.identifier                             // "Button/primary/disabled.dark.ax1"
/// ```
public struct SnapshotLocation: Sendable, Hashable {
    public var root: URL
    public var folders: [String]
    public var group: String
    public var name: String

    public init(root: URL, folders: [String] = [], group: String, name: String) {
        self.root = root.standardizedFileURL
        self.folders = folders.map(SnapshotName.sanitize)
        self.group = SnapshotName.sanitize(group)
        self.name = SnapshotName.sanitize(name)
    }

    /// The default location for an assertion in the test file at `filePath`:
    /// `<folder of the file>/__Snapshots__/<file name>/<testName>.<name>`.
    public init(testFile filePath: String, testName: String, name: String) {
        let file = URL(fileURLWithPath: filePath)
        self.init(
            root: file.deletingLastPathComponent().appendingPathComponent("__Snapshots__"),
            group: file.deletingPathExtension().lastPathComponent,
            name: SnapshotName.testName(testName) + "." + SnapshotName.sanitize(name)
        )
    }

    public var store: ContainedFolder { ContainedFolder(root: root) }

    /// The path of the reference file below `root`, as `store` takes it.
    public func components(pathExtension: String) -> [String] {
        folders + [group, name + "." + pathExtension]
    }

    /// The folder holding the reference: `<root>/<folders…>/<group>`.
    public var folderURL: URL {
        (folders + [group]).reduce(root) { $0.appendingPathComponent($1) }
    }

    public func referenceURL(pathExtension: String) -> URL {
        folderURL.appendingPathComponent(name + "." + pathExtension)
    }

    /// `<folders…>/<group>/<name>`, the full path below `root` without the extension: how reports,
    /// messages and `--only` patterns name the snapshot.
    public var identifier: String { (folders + [group, name]).joined(separator: "/") }

    /// The folder above `root` that holds `Package.swift` (looked for upward from the root), or nil.
    public var packageRoot: URL? { PackageRoot.find(from: root) }
}

/// Finds the package a snapshot belongs to, for the default artifacts folder (`<package>/.build/…`)
/// and for mirroring paths. Results are cached per folder.
enum PackageRoot {
    private static let cache = LockedDictionary<String, URL?>()

    static func find(from folder: URL) -> URL? {
        if let cached = cache[folder.path] { return cached }
        var current = folder.standardizedFileURL
        var found: URL?
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
                found = current
                break
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        cache[folder.path] = .some(found)
        return found
    }
}
