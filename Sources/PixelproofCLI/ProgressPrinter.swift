import Foundation
import PixelproofCatalog
import Snapshots

/// Shows a catalog run as it goes. On a terminal (standard error is a TTY, `TERM` set and not
/// `dumb`, `CI` not `true`): one progress bar on standard error, redrawn in place, with failures
/// printed above it. Otherwise (logs, CI, tests): one plain line per entry on standard output, in
/// entry order, so logs are the same on every run.
final class ProgressPrinter {
    private let context: CommandContext
    private let total: Int
    private let interactive: Bool

    init(context: CommandContext, total: Int) {
        self.context = context
        self.total = total
        let environment = context.environment
        let term = environment["TERM"] ?? "dumb"
        interactive = isatty(STDERR_FILENO) == 1 && term != "dumb" && environment["CI"] != "true"
    }

    func show(_ progress: CatalogProgress) {
        guard interactive else {
            context.print(progress.line)
            return
        }
        if progress.result.status == .failed {
            Self.writeTerminal("\r\u{1B}[K")
            context.print(progress.line)
        }
        let width = 30
        let filled = total == 0 ? width : progress.completed * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        Self.writeTerminal("\r\u{1B}[K[\(bar)] \(progress.completed)/\(total) \(progress.result.identifier.prefix(50))")
    }

    func finish() {
        if interactive { Self.writeTerminal("\r\u{1B}[K") }
    }

    private static func writeTerminal(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
