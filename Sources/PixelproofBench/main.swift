// pixelproof-bench: the Swift side of `scripts/bench`. Each suite lives in its own file and is
// listed here; `scripts/bench` builds this in release (and debug) and compares with the peers.
#if canImport(Glibc)
import Glibc
#endif

let suites: [(name: String, run: ([String]) throws -> Void)] = [
    ("png", PNGBench.run),
    ("text", TextBench.run),
    ("raster", runRasterBench),
    ("verify", VerifyBench.run),
    ("snapshots", SnapshotsBench.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites.first(where: { $0.name == name }) else {
    print("usage: pixelproof-bench SUITE [arguments]; suites: " + suites.map(\.name).joined(separator: ", "))
    exit(2)
}
do {
    try suite.run(Array(arguments.dropFirst()))
} catch {
    print("pixelproof-bench \(name): \(error)")
    exit(2)
}
