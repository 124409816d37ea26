import Foundation
import PixelproofCatalog
import Snapshots
import Tokens

/// The commands of `swift package pixelproof …` in a component package: `verify`, `record`,
/// `review`, `catalog`, `prune` and `audit` over the package's own catalog (its previews, found
/// in the running program, in the appearances of its `.pixelproof.json`) and its token folder,
/// with the same options, output, artifacts, reports and exit codes as `swift run pixelproof`'s.
/// The package plugin generates the runner that calls it, linking the package's modules:
///
/// ```swift
/// import AcmeUI
/// import PixelproofCLI
/// exit(PackageTool.run(Array(CommandLine.arguments.dropFirst()), modules: ["AcmeUI"], context: .process()))
/// ```
///
/// The package root is the working folder, or `PIXELPROOF_PACKAGE_ROOT` when set.
public enum PackageTool {
    /// The verbs the package plugin forwards.
    public static let verbs = ["verify", "record", "review", "catalog", "prune", "audit"]

    @MainActor public static func run(_ arguments: [String], modules: [String], context: CommandContext) -> Int32 {
        let root = context.environment["PIXELPROOF_PACKAGE_ROOT"].map { context.url(forPath: $0, isDirectory: true) } ?? context.currentDirectory
        let catalog: PackageCatalog
        do {
            catalog = try PackageCatalog(packageRoot: root, modules: modules)
        } catch {
            context.printError("pixelproof: \(error)")
            return ExitCode.error.rawValue
        }
        return PixelproofTool.run(arguments, context: context, commands: commands(for: catalog))
    }

    /// Every preview in every appearance of the package, for `audit`, under its snapshot identifiers.
    static func auditSubjects(of catalog: PackageCatalog) -> [AuditSubject] {
        catalog.entries.flatMap { entry in
            catalog.configuration.appearances.map { appearance in
                AuditSubject(identifier: entry.name + "." + appearance.name, entry: entry.name, appearance: appearance.name,
                             background: PackageCatalog.background(appearance)) { tokens in
                    PackageCatalog.layout(entry, appearance, tokens)
                }
            }
        }
    }

    /// The package's command table.
    public static func commands(for catalog: PackageCatalog) -> [Command] {
        let source = CatalogSource(for: catalog)
        return [
            makeVerifyCommand(source: source), makeRecordCommand(source: source), makeReviewCommand(source: source),
            makeCatalogCommand(source: source), pruneCommand,
            makeAuditCommand(subjects: { auditSubjects(of: catalog) }, tokens: { try catalog.loadTokens() }),
        ]
    }
}

extension CatalogSource {
    /// A component package's catalog: its previews, its token folder (else the shipped set), its
    /// reference folder.
    public init(for catalog: PackageCatalog) {
        let name = "package " + catalog.root.lastPathComponent + " (modules " + catalog.modules.joined(separator: ", ") + ")"
        self.init(name: name, snapshots: { catalog.snapshots() }, tokens: { try catalog.loadTokens() }, tokenFolder: catalog.tokenPath,
                  snapshotsFolder: catalog.configuration.snapshots, components: { catalog.components },
                  sheet: { component, size, tokens in
                      let entries = catalog.entries.filter { $0.component == component }
                      let blocks = try entries.map { try catalog.sheetBlock($0, dynamicTypeSize: size, tokens: tokens) }
                      let title = component + "  ·  light | dark" + (size == .large ? "" : "  ·  \(size)")
                      return (ContactSheet.draw(title: title, blocks: blocks, tokens: tokens), entries.count)
                  })
    }
}
