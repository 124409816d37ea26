import Snapshots
import Foundation
import Tokens

/// Where `pixelproof review` reads a token set from: a token file or folder on disk, or a git
/// revision. `origin/main` reads the shipped token folder (`defaultGitFolder`) as it was at that
/// revision; `origin/main:Tokens/brand` reads another folder of the repository. Files come from
/// `git ls-tree` and `git show`, so the working tree is never touched.
///
/// ```swift
/// let base = try TokenSource.load("origin/main", in: packageRoot)
/// let head = try TokenSource.load("Sources/Tokens/Resources/tokens", in: packageRoot)
/// base.label    // "origin/main:Sources/Tokens/Resources/tokens"
/// ```
public enum TokenSource {
    public static let defaultGitFolder = "Sources/Tokens/Resources/tokens"

    public struct Loaded: Sendable {
        public var set: TokenSet
        /// What was read, for the page: a path, or `REV:folder`.
        public var label: String
    }

    /// Loads `spec`: an existing file or folder (relative to `directory`), else a git revision,
    /// whose `gitFolder` (relative to `directory`) is read unless the spec names one (`REV:FOLDER`).
    public static func load(_ spec: String, in directory: URL, gitFolder: String = defaultGitFolder) throws -> Loaded {
        let url = spec.hasPrefix("/") ? URL(fileURLWithPath: spec) : directory.appendingPathComponent(spec).standardizedFileURL
        if FileManager.default.fileExists(atPath: url.path) {
            return Loaded(set: try TokenSet.load(paths: [url]), label: spec)
        }
        let revision: String, folder: String
        if let colon = spec.firstIndex(of: ":") {
            revision = String(spec[..<colon])
            folder = String(spec[spec.index(after: colon)...])
        } else {
            revision = spec
            folder = gitFolder
        }
        let git = GitRepository(directory: directory)
        guard !revision.isEmpty, (try? git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil else {
            throw TokenReviewError.unknownSource(spec)
        }
        let names = try git.run(["ls-tree", "-r", "--name-only", "--full-name", revision, "--", folder])
            .split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".resolver.json") }
        guard !names.isEmpty else { throw TokenReviewError.noTokenFiles(revision: revision, folder: folder) }
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("pixelproof-tokens-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        let prefix = commonFolder(of: names)
        for name in names {
            let target = copy.appendingPathComponent(String(name.dropFirst(prefix.count)))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try git.data(["show", "\(revision):\(name)"]).write(to: target)
        }
        return Loaded(set: try TokenSet.load(paths: [copy]), label: "\(revision):\(folder)")
    }

    /// The longest folder prefix (ending in `/`) every name shares.
    static func commonFolder(of names: [String]) -> String {
        guard var prefix = names.first.map({ String($0[..<($0.lastIndex(of: "/").map { $0 } ?? $0.startIndex)]) }) else { return "" }
        while !prefix.isEmpty, !names.allSatisfy({ $0.hasPrefix(prefix + "/") }) {
            prefix = String(prefix[..<(prefix.lastIndex(of: "/") ?? prefix.startIndex)])
        }
        return prefix.isEmpty ? "" : prefix + "/"
    }
}

/// Runs `git` in one folder and returns its standard output; a non-zero exit throws with git's
/// own message.
struct GitRepository {
    let directory: URL

    func run(_ arguments: [String]) throws -> String {
        String(decoding: try data(arguments), as: UTF8.self)
    }

    func data(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw TokenReviewError.git(command: arguments.joined(separator: " "), message: "cannot start git: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw TokenReviewError.git(command: arguments.joined(separator: " "), message: text)
        }
        return data
    }
}

/// Why a review could not be made.
public enum TokenReviewError: Error, CustomStringConvertible, Equatable {
    case unknownSource(String)
    case noTokenFiles(revision: String, folder: String)
    case git(command: String, message: String)

    public var description: String {
        switch self {
        case .unknownSource(let spec):
            return "'\(spec)' is neither a token file or folder nor a git revision; give a path, a revision (origin/main) or REV:FOLDER"
        case .noTokenFiles(let revision, let folder):
            return "no *.tokens.json or *.resolver.json files in \(folder) at \(revision); name the folder with \(revision):FOLDER"
        case .git(let command, let message):
            return "git \(command) failed: \(message)"
        }
    }
}
