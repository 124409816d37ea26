import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory pixelproof COMMAND [OPTIONS]` in a
/// component package that depends on Pixelproof: `verify`, `record`, `review`, `catalog`, `prune`
/// or `audit` over the package's own catalog, which is its previews (every `PreviewProvider` and
/// `#Preview` of its library products' modules) in the appearances of its `.pixelproof.json`,
/// with its token folder.
///
/// How: the previews are found at run time (Swift type metadata, as `#Preview` discovery
/// already does), so no list and no build-tool plugin is needed in the package. The plugin writes
/// a two-file runner package to `.build/pixelproof-runner/` (an executable that imports the
/// package's library modules and calls `PackageTool.run`), builds it there with `swift build`
/// (the first time builds Pixelproof too: minutes on a small machine; later runs rebuild only
/// what changed) and runs it in the package root with the arguments given.
///
/// Exit: SwiftPM turns any plugin failure into exit 1; the runner's own code (1 differences,
/// 2 errors) is printed, and the runner (`.build/pixelproof-runner/.build/debug/pixelproof-runner`)
/// can be run directly for scripts that need it.
@main
struct PixelproofPackagePlugin: CommandPlugin {
    static let verbs = ["verify", "record", "review", "catalog", "prune", "audit", "help", "--help", "-h"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let verb = arguments.first, Self.verbs.contains(verb) else {
            throw PixelproofPackagePluginError.usage(arguments.first)
        }
        #if !os(Linux)
        // On Apple platforms the package's `import SwiftUI` is Apple's, which Pixelproof's
        // renderer cannot draw; the catalog runs where the conditional dependency makes it Pixelproof's.
        throw PixelproofPackagePluginError.notLinux
        #endif
        let package = context.package
        let root = package.directoryURL
        let pixelproof = try Self.pixelproofDependency(of: package)
        let libraries = package.products.compactMap { $0 as? LibraryProduct }
        var modules: [String] = []
        for library in libraries {
            for target in library.targets where target is SwiftSourceModuleTarget && !modules.contains(target.name) {
                modules.append(target.name)
            }
        }
        guard !modules.isEmpty else { throw PixelproofPackagePluginError.noLibrary(package.displayName) }

        let runner = root.appendingPathComponent(".build/pixelproof-runner", isDirectory: true)
        let manifest = Self.manifest(package: package, libraries: libraries.map(\.name), pixelproof: pixelproof)
        let main = Self.mainFile(modules: modules)
        try Self.writeIfChanged(manifest, to: runner.appendingPathComponent("Package.swift"))
        try Self.writeIfChanged(main, to: runner.appendingPathComponent("Sources/main.swift"))

        let scratch = runner.appendingPathComponent(".build", isDirectory: true)
        let executable = scratch.appendingPathComponent("debug/pixelproof-runner")
        if !FileManager.default.fileExists(atPath: executable.path) {
            print("pixelproof: building the catalog runner in \(runner.path) (the first time builds Pixelproof too: a few minutes)")
        }
        let buildArguments = ["swift", "build", "--package-path", runner.path, "--scratch-path", scratch.path,
                              "--product", "pixelproof-runner", "--quiet"]
        var build = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), buildArguments, in: root, environment: [:])
        if build != 0 {
            // SwiftPM keeps its build plan for path dependencies when only their files moved, and
            // then fails on "missing inputs": plan again once before giving up.
            print("pixelproof: building the runner again with a fresh build plan")
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug/description.json").resolvingSymlinksInPath())
            build = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), buildArguments, in: root, environment: [:])
        }
        guard build == 0 else { throw PixelproofPackagePluginError.buildFailed(status: build, folder: runner.path) }

        let status = try Self.run(executable, arguments, in: root, environment: ["PIXELPROOF_PACKAGE_ROOT": root.path])
        guard status == 0 else {
            let meaning = status == 1 ? "differences or failed checks" : "errors"
            FileHandle.standardError.write(Data("pixelproof \(verb) exited with status \(status) (\(meaning))\n".utf8))
            exit(status)
        }
    }

    /// The package's direct dependency that provides the `PixelproofCLI` product.
    static func pixelproofDependency(of package: Package) throws -> Package {
        if package.products.contains(where: { $0.name == "PixelproofCLI" }) { throw PixelproofPackagePluginError.pixelproofItself }
        for dependency in package.dependencies where dependency.package.products.contains(where: { $0.name == "PixelproofCLI" }) {
            return dependency.package
        }
        throw PixelproofPackagePluginError.noPixelproofDependency(package.displayName)
    }

    /// The runner's manifest: the package and Pixelproof, named as the package names them (same
    /// path or URL, so SwiftPM sees one Pixelproof), and one executable.
    static func manifest(package: Package, libraries: [String], pixelproof: Package) -> String {
        let pixelproofReference: String
        switch pixelproof.origin {
        case .repository(let url, let version, let revision):
            // The version the package resolved, exactly, when it is one; else the commit.
            let isVersion = version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil }
            pixelproofReference = isVersion ? ".package(url: \(literal(url)), exact: \(literal(version)))"
                : ".package(url: \(literal(url)), revision: \(literal(revision)))"
        case .local(let path):
            pixelproofReference = ".package(path: \(literal(path)))"
        default:
            pixelproofReference = ".package(path: \(literal(pixelproof.directoryURL.path)))"
        }
        let products = libraries.map { ".product(name: \(literal($0)), package: \(literal(package.id)))" }
            + [".product(name: \"PixelproofCLI\", package: \(literal(pixelproof.id)))"]
        return """
            // swift-tools-version:6.0
            // Generated by `swift package pixelproof` (Pixelproof's package plugin); rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "PixelproofRunner",
                dependencies: [
                    .package(path: \(literal(package.directoryURL.path))),
                    \(pixelproofReference),
                ],
                targets: [
                    .executableTarget(
                        name: "pixelproof-runner",
                        dependencies: [
                            \(products.joined(separator: ",\n                ")),
                        ],
                        path: "Sources"
                    ),
                ]
            )

            """
    }

    static func mainFile(modules: [String]) -> String {
        """
        // Generated by `swift package pixelproof`: the package's catalog runner. Importing the
        // modules links them, so their previews are found at run time.
        #if canImport(Glibc)
        import Glibc
        #endif
        \(modules.map { "import " + $0 }.joined(separator: "\n"))
        import PixelproofCLI

        exit(PackageTool.run(Array(CommandLine.arguments.dropFirst()), modules: [\(modules.map(literal).joined(separator: ", "))], context: .process()))

        """
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Writes `text` unless the file already holds it, so an unchanged runner is not rebuilt.
    static func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Runs a process with this process's output streams; returns its exit status.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

enum PixelproofPackagePluginError: Error, CustomStringConvertible {
    case usage(String?)
    case pixelproofItself
    case notLinux
    case noPixelproofDependency(String)
    case noLibrary(String)
    case buildFailed(status: Int32, folder: String)

    var description: String {
        switch self {
        case .usage(let verb):
            "\(verb.map { "unknown command '\($0)'" } ?? "missing command"); usage: swift package --allow-writing-to-package-directory "
                + "pixelproof verify|record|review|catalog|prune|audit [options] (pixelproof help COMMAND for its options)"
        case .notLinux:
            "swift package pixelproof runs on Linux, where the package's `import SwiftUI` is Pixelproof's (run it in CI or a swift:6.3 container)"
        case .pixelproofItself:
            "this is Pixelproof's own package: its catalog is the shipped design system's, run with 'swift run pixelproof verify|record|review|catalog|prune'"
        case .noPixelproofDependency(let name):
            "package \(name) does not depend on Pixelproof directly; add it to the manifest's dependencies"
        case .noLibrary(let name):
            "package \(name) has no library product with Swift sources; the catalog is the previews of its library products' modules"
        case .buildFailed(let status, let folder):
            "building the catalog runner in \(folder) failed (swift build exited with \(status)); the errors are above"
        }
    }
}
