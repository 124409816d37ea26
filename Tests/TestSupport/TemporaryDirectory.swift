import Foundation
import XCTest

/// A uniquely named folder under the system's temporary folder, for one test: the one
/// temporary-folder helper of every test target. Naming it creates nothing; `create()` does,
/// and `remove()` deletes it with everything inside.
///
/// XCTest on Linux creates an instance of every test class even for a filtered run (which is how
/// the cross-process, stress and fault workers start), so a folder created in a property's
/// default value would outlive every test that never ran. Create it in the test or in `setUp`;
/// `makeTemporaryDirectory()` does both steps and removes the folder when the test ends.
///
/// ```swift
/// let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli")
/// try folder.write("{}", to: "a.tokens.json")
/// ```
public struct TemporaryDirectory: Sendable {
    public let url: URL

    /// Names a new folder `<prefix>-<UUID>`; creates nothing.
    public init(prefix: String) {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    }

    /// A folder someone else made, such as a parent test's folder handed to a worker process.
    public init(existing url: URL) {
        self.url = url
    }

    /// Creates the folder and its parents; one that exists already is fine.
    @discardableResult
    public func create() throws -> TemporaryDirectory {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return self
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// `path` (slashes allowed) inside the folder.
    public func appending(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    /// The snapshot root and the artifacts folder the snapshot tests use inside the folder.
    public var snapshots: URL { url.appendingPathComponent("__Snapshots__") }
    public var artifacts: URL { url.appendingPathComponent("artifacts") }

    /// Writes `bytes` to `path` inside the folder, creating the folders on the way.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String) throws -> URL {
        let file = appending(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    @discardableResult
    public func write(_ text: String, to path: String) throws -> URL {
        try write(Array(text.utf8), to: path)
    }

    /// Every path below the folder, relative to it, sorted.
    public func allPaths() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        return ((enumerator?.allObjects as? [String]) ?? []).sorted()
    }
}

extension XCTestCase {
    /// A created temporary folder that is removed when the test ends, passed or failed (also
    /// when called from `setUp`). `create: false` only names it, for code that must create it.
    public func makeTemporaryDirectory(prefix: String = "pixelproof-tests", create: Bool = true) throws -> TemporaryDirectory {
        let directory = TemporaryDirectory(prefix: prefix)
        if create { try directory.create() }
        addTeardownBlock { directory.remove() }
        return directory
    }
}
