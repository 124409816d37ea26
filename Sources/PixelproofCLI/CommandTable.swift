/// Every `pixelproof` subcommand, in the order `--help` lists them: the catalog jobs CI runs
/// first, then the tools around them. One file per command.
public let commandTable: [Command] = [
    makeVerifyCommand(catalog: ShippedCatalog.snapshots),
    makeRecordCommand(catalog: ShippedCatalog.snapshots),
    makeReviewCommand(catalog: ShippedCatalog.snapshots),
    makeAuditCommand(subjects: ShippedCatalog.auditSubjects),
    diffCommand,
    reportCommand,
    pruneCommand,
    catalogCommand,
    specimenCommand,
    textCommand,
    tokensCommand,
    lintCommand,
    convertCommand,
]
