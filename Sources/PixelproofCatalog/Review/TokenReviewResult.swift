import Snapshots
import Foundation
import Tokens

/// What a token review found, as written to `review.json`: the token changes with the entries
/// each touches, and every rendered entry with its images (paths relative to the output folder).
public struct TokenReviewResult: Codable, Sendable, Equatable {
    public var base: String
    public var head: String
    public var changes: [TokenChangeRecord]
    /// The entries that read a changed token, in identifier order: changed, unchanged or error.
    public var entries: [ReviewedEntry]
    /// Every entry of the catalog; `totalEntries - entries.count` were skipped.
    public var totalEntries: Int
    /// The package's design-debt ratio as `pixelproof lint` words it, when the review measured it.
    public var designDebt: String? = nil

    public var skippedEntries: Int { totalEntries - entries.count }
    public var changedEntries: [ReviewedEntry] { entries.filter { $0.status == .changed } }
    public var hasVisualChanges: Bool { !changedEntries.isEmpty }
    public var hasErrors: Bool { entries.contains { $0.status == .error } }

    /// Two lines: what changed and what was rendered.
    public var summaryText: String {
        let tokens = Set(changes.map(\.path)).count
        let unchanged = entries.filter { $0.status == .unchanged }.count
        let errors = entries.filter { $0.status == .error }.count
        var line = "\(tokens) token\(tokens == 1 ? "" : "s") changed (\(changes.count) value\(changes.count == 1 ? "" : "s") across modes); "
        let fromReferences = entries.filter { $0.before == .reference }.count
        let sets = fromReferences == 0 ? "under both sets"
            : "under the head set (\(fromReferences) before image\(fromReferences == 1 ? "" : "s") from the references)"
        line += "rendered \(entries.count) of \(totalEntries) entries \(sets), skipped \(skippedEntries) that read no changed token"
        var second = "\(changedEntries.count) changed, \(unchanged) unchanged"
        if errors > 0 { second += ", \(errors) could not be rendered" }
        return line + "\n" + second
    }

    /// Writes `review.json` and `index.html` into `folder`; returns the page's URL.
    @discardableResult
    public func write(to folder: URL) throws -> URL {
        try write(to: folder, parts: [:])
    }

    /// The same, with changed entries' page parts made beforehand (`ReviewPage.EntryPart`, by
    /// identifier). `review.json` (`JSONEncoder`'s text, written by `ReviewJSON`) is written on
    /// a second thread while the page is put together and written, and `alongside` runs there
    /// after it (the review removes stale images). A failure to write `review.json` is the error
    /// thrown, as when it was written first.
    @discardableResult
    func write(to folder: URL, parts: [String: ReviewPage.EntryPart], alongside: @escaping @Sendable () -> Void = {}) throws -> URL {
        let contained = ContainedFolder(root: folder)
        let review = self
        var failures: [Int: any Error] = [:]
        OrderedParallelWork.run(count: 2, jobs: 2, work: { job -> (any Error)? in
            do {
                if job == 0 {
                    defer { alongside() }
                    try contained.write(ReviewJSON.bytes(of: review), to: ["review.json"])
                } else {
                    try contained.write(parts: ReviewPage.html(for: review, folder: folder, parts: parts).parts, to: ["index.html"])
                }
                return nil
            } catch {
                return error
            }
        }, deliver: { job, error in failures[job] = error })
        if let failure = failures[0] ?? failures[1] { throw failure }
        return try contained.url(["index.html"])
    }
}

/// One token change with its values as text and swatch colours, and the entries it touches.
public struct TokenChangeRecord: Codable, Sendable, Equatable {
    public var path: String
    public var mode: String
    public var kind: TokenChange.Kind
    public var before: String
    public var after: String
    /// `#RRGGBB[AA]` when the value has a colour.
    public var beforeSwatch: String?
    public var afterSwatch: String?
    public var entries: [String]

    public init(_ change: TokenChange, entries: [String]) {
        path = change.path
        mode = change.mode
        kind = change.kind
        before = TokenValueText.text(change.before)
        after = TokenValueText.text(change.after)
        beforeSwatch = TokenValueText.swatch(change.before)?.hexString
        afterSwatch = TokenValueText.swatch(change.after)?.hexString
        self.entries = entries
    }
}

/// One entry the review rendered under both token sets.
public struct ReviewedEntry: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case changed, unchanged, error
    }

    public var identifier: String
    /// The changed tokens it reads (empty when its trace failed).
    public var tokens: [String]
    public var status: Status
    public var summary: String
    public var differingPixels: Int?
    /// `before`, `after`, `diff` to paths relative to the output folder.
    public var images: [String: String] = [:]
    /// Where the before image came from (see `ReviewBase`); nil when the entry could not be reviewed.
    public var before: BeforeSource?

    public enum BeforeSource: String, Codable, Sendable {
        /// The stored reference, which the base tokens draw (its `TokenFingerprint` says so).
        case reference
        /// Rendered under the base tokens.
        case render
    }
}
