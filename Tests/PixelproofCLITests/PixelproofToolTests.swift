import Foundation
import PixelproofCLI
import XCTest

/// A context that collects what a command prints.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errorText = ""
    var out: String { lock.withLock { outText } }
    var error: String { lock.withLock { errorText } }

    func context(directory: URL = URL(fileURLWithPath: NSTemporaryDirectory()), environment: [String: String] = [:]) -> CommandContext {
        CommandContext(
            environment: environment,
            currentDirectory: directory,
            writeOut: { text in self.lock.withLock { self.outText += text } },
            writeError: { text in self.lock.withLock { self.errorText += text } }
        )
    }
}

final class PixelproofToolTests: XCTestCase {
    let echo = Command(spec: CommandSpec(name: "echo", summary: "Print the argument.", positionals: [.init(name: "WORD")])) { arguments, context in
        context.print(arguments.positionals[0])
        return .success
    }

    func testRunsTheNamedCommand() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["echo", "hi"], context: output.context(), commands: [echo]), 0)
        XCTAssertEqual(output.out, "hi\n")
    }

    func testUnknownCommandExitsTwoWithOneLine() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["frobnicate"], context: output.context(), commands: [echo]), 2)
        XCTAssertEqual(output.error, "pixelproof: unknown command 'frobnicate'; run 'pixelproof --help' for the list\n")
    }

    func testArgumentErrorsExitTwo() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["echo"], context: output.context(), commands: [echo]), 2)
        XCTAssertTrue(output.error.hasPrefix("pixelproof echo: missing argument WORD"))
    }

    func testHelpInEveryFormPrintsTheCommandsHelp() {
        for arguments in [["help", "echo"], ["echo", "--help"], ["echo", "-h"]] {
            let output = CapturedOutput()
            XCTAssertEqual(PixelproofTool.run(arguments, context: output.context(), commands: [echo]), 0)
            XCTAssertTrue(output.out.contains("usage: pixelproof echo WORD"), "\(arguments)")
        }
    }

    func testOverviewListsEveryCommand() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["--help"], context: output.context(), commands: [echo]), 0)
        XCTAssertTrue(output.out.contains("echo  Print the argument."))
    }
}
