import Foundation
import Raster
import Snapshots

/// `pixelproof diff A.png B.png`: the pixelmatch-compatible comparator on the command line. The
/// count equals mapbox/pixelmatch v6's for the same threshold and `--include-aa`, and `--output`
/// writes the same diff image pixelmatch draws with its default colours.
///
/// ```sh
/// pixelproof diff expected.png actual.png --threshold 0.05 --output diff.png --json
/// ```
let diffCommand = Command(
    spec: CommandSpec(
        name: "diff",
        summary: "Count the pixels that differ between two PNGs, as pixelmatch does.",
        positionals: [.init(name: "A.png"), .init(name: "B.png")],
        options: [
            .value("--threshold", "T", "Per-pixel YIQ threshold, 0…1 (default 0.1); smaller is stricter."),
            .flag("--include-aa", "Count anti-aliased pixels too (pixelmatch's includeAA)."),
            .value("--output", "DIFF.png", "Write the diff image: faded A, changed pixels red, anti-aliasing yellow."),
            .flag("--json", "Print width, height, diffPixels, identical and the rest as one JSON object."),
        ],
        discussion: """
            Exit codes: 0 no pixel differs, 1 some differ or the sizes differ, 2 bad arguments or
            unreadable input.
            """
    )
) { arguments, context in
    let threshold = try arguments.number("--threshold", in: 0...1) ?? 0.1
    let includeAA = arguments.has("--include-aa")
    let (first, second) = try readBoth(context.url(forPath: arguments.positionals[0]), context.url(forPath: arguments.positionals[1]))
    let comparison = ImageComparator.pixelmatch(threshold: threshold, includeAA: includeAA).compare(first, second)
    if let output = arguments.value("--output") {
        // A throw-away artifact: encoded for speed (zlib level 1), same pixels as the canonical
        // form, and replaced atomically without waiting for the disk (no fsync), as artifacts are.
        let diff = DiffImage.draw(reference: first, actual: second, comparison: comparison)
        let url = context.url(forPath: output)
        try ContainedFolder(root: url.deletingLastPathComponent()).write(PNGCodec.encode(diff, compression: .fast), to: [url.lastPathComponent])
    }
    let sizes = "sizes differ: \(arguments.positionals[0]) is \(first.width)×\(first.height), \(arguments.positionals[1]) is \(second.width)×\(second.height)"
    if arguments.has("--json") {
        context.print(try DiffCommandOutput(comparison, threshold: threshold, includeAA: includeAA).json())
        if comparison.sizeChanged { context.printError(sizes) }
    } else if comparison.sizeChanged {
        context.print(sizes)
    } else {
        context.print(comparison.differingPixels == 0 && !comparison.identical
            ? "0 pixels differ (\(comparison.antiAliasedPixels) anti-aliased or below the threshold ignored)"
            : comparison.summary)
    }
    return comparison.sizeChanged || comparison.differingPixels > 0 ? .differences : .success
}

/// Decodes both files at once (one thread each; most of a diff's time is decoding). When both
/// fail, the first file's error is the one thrown, as if they were read in order.
private func readBoth(_ first: URL, _ second: URL) throws -> (Bitmap, Bitmap) {
    let results = DecodeSlots()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        results.set(index, Result { try PNGCodec.read(contentsOf: index == 0 ? first : second) })
    }
    return (try results.get(0), try results.get(1))
}

/// The two decode results, each written by one thread before `concurrentPerform` returns (two
/// stored properties rather than an array of them: no generic type to instantiate at run time).
private final class DecodeSlots: @unchecked Sendable {
    private var first: Result<Bitmap, Error>?
    private var second: Result<Bitmap, Error>?
    private let lock = NSLock()

    func set(_ index: Int, _ result: Result<Bitmap, Error>) {
        lock.withLock { if index == 0 { first = result } else { second = result } }
    }

    func get(_ index: Int) throws -> Bitmap { try lock.withLock { index == 0 ? first! : second! }.get() }
}

/// The `--json` object of `pixelproof diff`.
struct DiffCommandOutput: Encodable {
    var width: Int
    var height: Int
    var diffPixels: Int
    var identical: Bool
    var sizeMismatch: Bool
    var actualWidth: Int
    var actualHeight: Int
    var antiAliasedPixels: Int
    var ratio: Double
    var worstDeltaE: Double
    var regions: [[Int]]
    var threshold: Double
    var includeAA: Bool

    init(_ comparison: ImageComparison, threshold: Double, includeAA: Bool) {
        width = comparison.referenceWidth
        height = comparison.referenceHeight
        actualWidth = comparison.actualWidth
        actualHeight = comparison.actualHeight
        diffPixels = comparison.differingPixels
        identical = comparison.identical
        sizeMismatch = comparison.sizeChanged
        antiAliasedPixels = comparison.antiAliasedPixels
        ratio = comparison.ratio
        worstDeltaE = (comparison.worstDeltaE * 1000).rounded() / 1000
        regions = comparison.changedRegions.map { [$0.x, $0.y, $0.width, $0.height] }
        self.threshold = threshold
        self.includeAA = includeAA
    }

    /// The object as `JSONEncoder` with `.sortedKeys` writes it (the same bytes: tested), built
    /// directly: the encoder's generic machinery (type metadata made at run time) was about 1 % of
    /// a small diff's CPU. A value JSON cannot hold (none today: every number here is finite) goes
    /// through the encoder, which reports it as before.
    func json() throws -> String {
        guard ratio.isFinite, worstDeltaE.isFinite, threshold.isFinite else { return try encoded() }
        var text = "{\"actualHeight\":\(actualHeight),\"actualWidth\":\(actualWidth),\"antiAliasedPixels\":\(antiAliasedPixels)"
        text += ",\"diffPixels\":\(diffPixels),\"height\":\(height),\"identical\":\(identical),\"includeAA\":\(includeAA)"
        text += ",\"ratio\":" + Self.number(ratio) + ",\"regions\":["
        for (index, region) in regions.enumerated() {
            if index > 0 { text += "," }
            text += "[" + region.map(String.init).joined(separator: ",") + "]"
        }
        text += "],\"sizeMismatch\":\(sizeMismatch),\"threshold\":" + Self.number(threshold)
        text += ",\"width\":\(width),\"worstDeltaE\":" + Self.number(worstDeltaE) + "}"
        return text
    }

    /// The same object through `JSONEncoder` (tests compare the two).
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A finite `Double` as `JSONEncoder` writes it: Swift's shortest round-trip form, without a
    /// trailing `.0` (`1`, `0.1`, `1e-05`, `2.5e+16`).
    static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
