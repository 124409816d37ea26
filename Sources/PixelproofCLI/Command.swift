import Foundation

/// One `pixelproof` subcommand: its command-line table and what it does. Behaviour lives in the
/// libraries; a command only turns arguments into calls and results into lines and an exit code.
public struct Command: Sendable {
    public var spec: CommandSpec
    public var run: @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    public init(spec: CommandSpec, run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> ExitCode) {
        self.spec = spec
        self.run = run
    }
}

/// The exit codes every command shares.
public enum ExitCode: Int32, Sendable {
    /// Done, and nothing differed.
    case success = 0
    /// Done, and something differed or failed a check (changed pixels, a failed contrast pair).
    case differences = 1
    /// Could not do the job: bad arguments, unreadable or invalid input.
    case error = 2
}

/// What a command may touch of its surroundings: output streams, environment, working folder.
/// Tests pass a capturing context; the executable passes the real one.
public final class CommandContext: @unchecked Sendable {
    public let environment: [String: String]
    public let currentDirectory: URL
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let lock = NSLock()

    public init(
        environment: [String: String],
        currentDirectory: URL,
        writeOut: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.writeOut = writeOut
        self.writeError = writeError
    }

    /// Standard output, standard error, the process environment and working directory.
    public static func process() -> CommandContext {
        CommandContext(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// Writes one line to standard output.
    public func print(_ line: String, terminator: String = "\n") {
        lock.withLock { writeOut(line + terminator) }
    }

    /// Writes one line to standard error.
    public func printError(_ line: String) {
        lock.withLock { writeError(line + "\n") }
    }

    /// A path from the command line, relative to the working folder unless absolute.
    public func url(forPath path: String, isDirectory: Bool = false) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path, isDirectory: isDirectory) }
        return URL(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: currentDirectory).standardizedFileURL
    }
}
