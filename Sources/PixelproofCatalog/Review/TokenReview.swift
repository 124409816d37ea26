import Snapshots
import Foundation
import Raster
import Synchronization
import Tokens

/// Shows what a token change does to a catalog: diffs the two token sets, finds which entries
/// read a changed token (under the base set, in the entry's mode: from `TokenReadCache` when it
/// knows, else by tracing), renders only those entries
/// under the head set (and under the base set unless the stored reference is what the base draws,
/// see `ReviewBase`), and writes before / after / diff images, `review.json` and `index.html` to
/// the output folder. Entries that read no changed token are skipped and counted.
///
/// ```swift
/// let review = try TokenReview.run(entries, base: base, head: head,
///                                  options: TokenReviewOptions(output: folder, baseLabel: "origin/main", headLabel: "working tree"))
/// print(review.summaryText)      // "1 token changed; rendered 6 of 40 entries (skipped 34): 4 changed, 2 unchanged"
/// review.hasVisualChanges        // exit 1 when true
/// ```
public enum TokenReview {
    public static func run(_ entries: [CatalogSnapshot], base: TokenSet, head: TokenSet, options: TokenReviewOptions) throws -> TokenReviewResult {
        let entries = entries.sorted { $0.identifier < $1.identifier }
        let changes = TokenChange.changes(from: base, to: head)
        let changedInMode = Dictionary(grouping: changes, by: \.mode).mapValues { Set($0.map(\.path)) }
        let changedAnywhere = Set(changes.map(\.path))

        // Which changed tokens each entry reads: from the read cache when it knows (see
        // `TokenReadCache` for why that is sound), else traced. An entry whose trace fails is
        // rendered, so the failure shows on the page instead of hiding a change.
        var touched: [(entry: CatalogSnapshot, tokens: [String])] = []
        let baseTexts = TokenTexts(base)
        if !changes.isEmpty {
            let cache = options.readCache
            let trace: @Sendable (Int) -> [String]? = { index in
                let entry = entries[index]
                let relevant = entry.mode.map { changedInMode[$0] ?? [] } ?? changedAnywhere
                // No token changed in the entry's mode: it reads none, whatever it reads; no trace.
                if relevant.isEmpty { return [] }
                if let cache, let mode = entry.mode {
                    if let paths = cache.readSet(of: entry.identifier, mode: mode, matching: baseTexts) {
                        cache.count(hit: true)
                        return Set(paths).intersection(relevant).sorted()
                    }
                    cache.count(hit: false)
                }
                guard let paths = try? entry.tokenPaths(under: base) else { return nil }
                if let cache, let mode = entry.mode { cache.store(entry.identifier, mode: mode, paths: paths, values: baseTexts) }
                return Set(paths).intersection(relevant).sorted()
            }
            OrderedParallelWork.run(count: entries.count, jobs: options.jobs, work: trace) { index, tokens in
                if let tokens, tokens.isEmpty { return }
                touched.append((entries[index], tokens ?? []))
            }
            // Best effort: a cache that cannot be written only means the next review traces again.
            try? cache?.save()
        }

        let touchedEntries = touched
        let folder = ContainedFolder(root: options.output)
        let comparator = options.comparator
        let references = options.references
        // The bytes of page images written so far, on any thread: once past
        // `HTMLReport.embedLimit` the page links its images, so no more `data:` URLs are made.
        let written = ImageBytesCount()
        // Each entry's result and, when it changed, its part of the page (thumbnail, card and
        // the images' `data:` URLs), made here on the worker's thread.
        let compare: @Sendable (Int) -> (ReviewedEntry, ReviewPage.EntryPart?) = { index in
            let (entry, tokens) = touchedEntries[index]
            var reviewed = ReviewedEntry(identifier: entry.identifier, tokens: tokens, status: .unchanged, summary: "unchanged")
            var pngs: [String: [UInt8]] = [:]
            do {
                // The head render first: its canvas is freed before the before image is decoded
                // (or rendered), so the two never hold memory at once. A failing base still
                // names the entry's error, as it did when the base came first.
                let after = Result { try entry.render(head).bitmap }
                let baseImage = try ReviewBase.image(of: entry, base: base, texts: baseTexts, references: references)
                reviewed.before = baseImage.source
                let before = baseImage.bitmap
                var image = try (consume after).get()  // its only holder, so the diff can be drawn over it
                let comparison = comparator.compare(before, image)
                guard !comparison.passed else { return (reviewed, nil) }
                reviewed.status = .changed
                reviewed.summary = comparison.summary
                reviewed.differingPixels = comparison.differingPixels
                func write(_ kind: String, _ png: [UInt8]) throws {
                    let components = ["images"] + entry.segments.dropLast() + [entry.segments.last! + "." + kind + ".png"]
                    try folder.write(png, to: components, inPlace: true)
                    reviewed.images[kind] = components.joined(separator: "/")
                    pngs[kind] = png
                }
                // Page images are throw-away: encoded for speed; a stored before is copied as it
                // is. The diff is drawn over the after image once that is written, so an entry
                // holds three images at most (before, after, the canvas while rendering), not four.
                try write("before", baseImage.png ?? PNGCodec.encode(before, compression: .fast))
                try write("after", PNGCodec.encode(image, compression: .fast))
                DiffImage.draw(reference: before, over: &image, comparison: comparison)
                try write("diff", PNGCodec.encode(image, compression: .fast))
            } catch {
                reviewed.status = .error
                reviewed.summary = "\(error)"
                return (reviewed, nil)
            }
            let embed = written.add(pngs.values.reduce(0) { $0 + $1.count }) <= HTMLReport.embedLimit
            return (reviewed, ReviewPage.EntryPart(reviewed, pngs: pngs, embed: embed))
        }
        var reviewed: [ReviewedEntry] = []
        // The page embeds the images it shows while they total at most `HTMLReport.embedLimit`;
        // past the limit it links them, and the `data:` URLs made so far are let go.
        var parts: [String: ReviewPage.EntryPart] = [:], heldBytes = 0, linked = false
        OrderedParallelWork.run(count: touchedEntries.count, jobs: options.jobs, work: compare) { _, result in
            reviewed.append(result.0)
            guard var part = result.1 else { return }
            heldBytes += part.imageSizes.values.reduce(0, +)
            if heldBytes > HTMLReport.embedLimit {
                if !linked { parts = parts.mapValues { var part = $0; part.sources = nil; return part } }
                linked = true
                part.sources = nil
            }
            parts[part.entry.identifier] = part
        }

        let records = changes.map { change in
            TokenChangeRecord(change, entries: touchedEntries.filter { $0.tokens.contains(change.path) && ($0.entry.mode ?? change.mode) == change.mode }
                .map(\.entry.identifier))
        }
        let designDebt = options.designDebtWhenWriting.map { $0() } ?? options.designDebt
        let result = TokenReviewResult(base: options.baseLabel, head: options.headLabel, changes: records, entries: reviewed,
                                       totalEntries: entries.count, designDebt: designDebt)
        let output = options.output, kept = Set(reviewed.flatMap(\.images.values))
        try result.write(to: output, parts: parts) { StaleImages.remove(in: output, keeping: kept) }
        return result
    }
}

/// Bytes of page images the review's workers have written, in whatever order they finish.
private final class ImageBytesCount: Sendable {
    private let total = Mutex(0)

    /// Adds `count`; the total so far, this one included.
    func add(_ count: Int) -> Int {
        total.withLock { $0 += count; return $0 }
    }
}

/// Where the review goes and how renders are compared.
public struct TokenReviewOptions: Sendable {
    public var output: URL
    public var baseLabel: String
    public var headLabel: String
    public var jobs: Int
    /// What counts as a visual change; exact by default, so any changed pixel shows.
    public var comparator: ImageComparator
    /// The package's design-debt line (`pixelproof lint`'s ratio), shown on the page when given.
    public var designDebt: String?
    /// The snapshot root whose references (with their `TokenFingerprint`s) may stand in for the
    /// base renders; nil renders every base.
    public var references: URL?
    /// Read sets known from earlier runs of this program; entries found there are not traced,
    /// and those traced are added (and the file saved). nil traces every entry of a changed mode.
    public var readCache: TokenReadCache?
    /// The design-debt line when it is still being measured (on another thread): called once,
    /// after the renders, just before the page is written, and its answer replaces `designDebt`.
    /// So the renders never wait for the measurement.
    public var designDebtWhenWriting: (@Sendable () -> String?)?

    public init(output: URL, baseLabel: String, headLabel: String,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, comparator: ImageComparator = .exact, designDebt: String? = nil,
                references: URL? = nil, readCache: TokenReadCache? = nil, designDebtWhenWriting: (@Sendable () -> String?)? = nil) {
        self.output = output.standardizedFileURL
        self.baseLabel = baseLabel
        self.headLabel = headLabel
        self.jobs = max(1, jobs)
        self.comparator = comparator
        self.designDebt = designDebt
        self.references = references?.standardizedFileURL
        self.readCache = readCache
        self.designDebtWhenWriting = designDebtWhenWriting
    }
}
