import Foundation
import PackagePlugin

/// `swift package pixelproof-lint [OPTIONS]` in a package that depends on Pixelproof: runs
/// `pixelproof lint` over that package's root with the options given, so a component team gets
/// the design-system rules without installing anything (see docs/lint.md).
///
/// ```sh
/// swift package pixelproof-lint --write-baseline .pixelproof-lint-baseline.json   # once
/// swift package pixelproof-lint --baseline .pixelproof-lint-baseline.json         # every build
/// ```
///
/// Relative paths in the options are relative to the package root. Any non-zero exit of the
/// tool (1 findings, 2 errors, as its output says) fails the plugin.
@main
struct PixelproofLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "pixelproof")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint", context.package.directoryURL.path] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PixelproofLintPluginError.lintFailed(status: process.terminationStatus)
        }
    }
}

enum PixelproofLintPluginError: Error, CustomStringConvertible {
    case lintFailed(status: Int32)

    var description: String {
        switch self {
        case .lintFailed(let status): "pixelproof lint exited with status \(status) (1: findings, 2: could not lint)"
        }
    }
}
