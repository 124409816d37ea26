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
    /// The environment, read once on first use: some commands never look (`diff`, `convert`,
    /// `tokens`), and copying the process environment into a dictionary would otherwise be part
    /// of every run's start-up.
    public var environment: [String: String] { lock.withLock { environmentValue.get() } }
    /// The working folder, asked for once on first use.
    public var currentDirectory: URL { lock.withLock { currentDirectoryValue.get() } }
    private var environmentValue: Lazy<[String: String]>
    private var currentDirectoryValue: Lazy<URL>
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let lock = NSLock()

    public convenience init(
        environment: [String: String],
        currentDirectory: URL,
        writeOut: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.init(environment: { environment }, currentDirectory: { currentDirectory }, writeOut: writeOut, writeError: writeError)
    }

    private init(
        environment: @escaping () -> [String: String],
        currentDirectory: @escaping () -> URL,
        writeOut: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.environmentValue = Lazy(make: environment)
        self.currentDirectoryValue = Lazy(make: currentDirectory)
        self.writeOut = writeOut
        self.writeError = writeError
    }

    /// Standard output, standard error, the process environment and working directory. Output
    /// goes straight to the file descriptors (`StandardStream`), without `FileHandle`.
    public static func process() -> CommandContext {
        CommandContext(
            environment: { ProcessInfo.processInfo.environment },
            currentDirectory: { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) },
            writeOut: { StandardStream.output.write($0) },
            writeError: { StandardStream.error.write($0) }
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

/// A value given at creation or made by `make` the first time it is asked for (callers hold the
/// context's lock).
private struct Lazy<Value> {
    private var value: Value?
    private var make: (() -> Value)?

    init(make: @escaping () -> Value) { self.make = make }

    mutating func get() -> Value {
        if let value { return value }
        let made = make!()
        value = made
        make = nil
        return made
    }
}
