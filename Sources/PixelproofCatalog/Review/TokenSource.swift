import Snapshots
import Foundation
import Tokens

/// Where `pixelproof review` reads a token set from: a token file or folder on disk, or a git
/// revision. `origin/main` reads the shipped token folder (`defaultGitFolder`) as it was at that
/// revision; `origin/main:Tokens/brand` reads another folder of the repository. Files come from
/// `git ls-tree` and one `git cat-file --batch`, so the working tree is never touched.
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
        // "MODE TYPE OBJECT\tPATH" per file; the blobs then come from one `git cat-file --batch`.
        let files: [(name: String, object: String)] = try git.run(["ls-tree", "-r", "--full-name", revision, "--", folder])
            .split(separator: "\n").compactMap { line in
                let parts = line.split(separator: "\t", maxSplits: 1)
                let fields = parts.first?.split(separator: " ") ?? []
                guard parts.count == 2, fields.count == 3, fields[1] == "blob" else { return nil }
                let name = String(parts[1])
                return name.hasSuffix(".tokens.json") || name.hasSuffix(".resolver.json") ? (name, String(fields[2])) : nil
            }
        guard !files.isEmpty else { throw TokenReviewError.noTokenFiles(revision: revision, folder: folder) }
        let contents = try git.blobs(files.map(\.object))
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("pixelproof-tokens-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        let prefix = commonFolder(of: files.map(\.name))
        for (file, data) in zip(files, contents) {
            let target = copy.appendingPathComponent(String(file.name.dropFirst(prefix.count)))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
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

    /// The contents of the blobs `objects` names, in order, from one `git cat-file --batch`
    /// (each answer is "OBJECT TYPE SIZE\n", SIZE bytes, "\n").
    func blobs(_ objects: [String]) throws -> [Data] {
        let command = "cat-file --batch"
        let output = [UInt8](try data(["cat-file", "--batch"], input: Data(objects.map { $0 + "\n" }.joined().utf8)))
        var blobs: [Data] = []
        var position = 0
        for object in objects {
            guard let end = output[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw TokenReviewError.git(command: command, message: "no answer for \(object)")
            }
            let header = String(decoding: output[position..<end], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), end + 1 + size <= output.count else {
                throw TokenReviewError.git(command: command, message: "unexpected answer for \(object): \(header.joined(separator: " "))")
            }
            blobs.append(Data(output[(end + 1)..<(end + 1 + size)]))
            position = end + 1 + size + 1
        }
        return blobs
    }

    func data(_ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        // Waiting through the termination handler, not `waitUntilExit`: on Linux that polls the
        // run loop and adds tens of milliseconds to every git call (half a second per review).
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw TokenReviewError.git(command: arguments.joined(separator: " "), message: "cannot start git: \(error)")
        }
        if let inputPipe, let input {
            // Written on another thread: git answers while it reads, and a long list could fill
            // both pipes were this thread writing instead of reading.
            let writer = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        // Standard error is read on another thread, so a git that fills one pipe while this
        // thread waits on the other cannot stall.
        let message = LockedDictionary<Int, Data>()
        let errorsRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            message[0] = errors.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        exited.wait()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message[0] ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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
