import Foundation

/// Where one snapshot's reference lives: `<root>/<group>/<name>.<extension>`. `root` is a
/// `__Snapshots__` folder (beside the test file by default, as swift-snapshot-testing does, or
/// any folder you choose, such as a package's top-level `__Snapshots__/`); `group` is the test
/// file's name without `.swift`; `name` is `<testName>.<name or counter>`. Group and name are
/// sanitised (see `SnapshotName`).
///
/// ```swift
/// let location = SnapshotLocation(root: packageRoot.appendingPathComponent("__Snapshots__"),
///                                 group: "Button", name: "primary.dark@2x")
/// location.referenceURL(pathExtension: "png")   // …/__Snapshots__/Button/primary.dark@2x.png
/// ```
public struct SnapshotLocation: Sendable, Hashable {
    public var root: URL
    public var group: String
    public var name: String

    public init(root: URL, group: String, name: String) {
        self.root = root.standardizedFileURL
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

    public func referenceURL(pathExtension: String) -> URL {
        root.appendingPathComponent(group).appendingPathComponent(name + "." + pathExtension)
    }

    /// `<group>/<name>`: how reports and messages name the snapshot.
    public var identifier: String { group + "/" + name }

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
