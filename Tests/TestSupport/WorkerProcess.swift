import Foundation

/// Starts this test binary again, running one test as a helper process: how the cross-process
/// tests get several writers at once. The worker test reads its settings from `environment`
/// (added to this process's own) and skips itself when they are missing, so an ordinary test run
/// passes over it.
///
/// ```swift
/// let process = try WorkerProcess.start("SnapshotsTests.CrossProcessWorker/testWorkerRecordsSharedSnapshots",
///                                       environment: ["PIXELPROOF_WORKER_ROOT": folder.url.path])
/// process.waitUntilExit()
/// ```
public enum WorkerProcess {
    /// `test` is `Target.Class/testMethod`. The worker's output goes nowhere unless `output`.
    public static func start(_ test: String, environment: [String: String], output: FileHandle? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [test]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = output ?? FileHandle.nullDevice
        try process.run()
        return process
    }
}
