/// Every `pixelproof` subcommand, in the order `--help` lists them. One file per command.
public let commandTable: [Command] = [
    convertCommand,
    tokensCommand,
    specimenCommand,
    diffCommand,
    reportCommand,
    pruneCommand,
    catalogCommand,
    makeVerifyCommand(catalog: ShippedCatalog.snapshots),
    makeRecordCommand(catalog: ShippedCatalog.snapshots),
    makeReviewCommand(catalog: ShippedCatalog.snapshots),
]
