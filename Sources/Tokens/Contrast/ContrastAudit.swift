import Raster

/// Checks contrast pairs in every mode of a token set: the pairs the set declares in
/// `$extensions`, those of a pairs file, and, when neither gives any (or when asked), those
/// inferred from the names (`ContrastPairInference`). A pair that cannot be checked in a mode
/// (a token missing there, not a colour, a translucent background) is listed in `skipped`, never
/// dropped in silence, and an audit that checked nothing says so (`checkedNothing`).
///
/// ```swift
/// let audit = ContrastAudit(set: .shipped)
/// print(audit.table)
/// audit.passes   // true
/// ```
public struct ContrastAudit: Sendable {
    /// One pair in one mode.
    public struct Row: Equatable, Sendable {
        public var mode: String
        public var pair: ContrastPair
        public var foreground: RGBA8
        public var background: RGBA8
        /// The exact ratio; compared unrounded against `pair.level.minimumRatio`.
        public var ratio: Double

        public var passes: Bool { ratio >= pair.level.minimumRatio }
    }

    /// A pair that could not be checked in one mode, and why.
    public struct Skip: Equatable, Sendable, CustomStringConvertible {
        public var mode: String
        public var pair: ContrastPair
        public var reason: String

        public var description: String { "\(pair.foreground) on \(pair.background) in mode \(mode): \(reason)" }
    }

    /// When to add pairs inferred from the names.
    public enum Inference: Sendable {
        case never
        /// Only when neither `$extensions` nor the given pairs declare any.
        case whenNoneDeclared
        /// In addition to the declared pairs (a declared pair wins over the same inferred one).
        case always
    }

    /// Rows by mode (in the set's order), then foreground, then background.
    public let rows: [Row]
    public let skipped: [Skip]
    /// The pairs checked, declared first, with their sources.
    public let pairs: [ContrastPair]
    /// Whether any pair came from inference.
    public let usedInference: Bool
    /// The set's modes, in order.
    public let allModes: [String]

    public init(set: TokenSet, pairs extra: [ContrastPair] = [], inference: Inference = .whenNoneDeclared) {
        var chosen: [ContrastPair] = []
        var seen = Set<ContrastPair>()
        for pair in extra + set.contrastPairs where seen.insert(pair).inserted { chosen.append(pair) }
        var usedInference = false
        if inference == .always || (inference == .whenNoneDeclared && chosen.isEmpty) {
            for mode in set.modes {
                guard let tokens = try? set.resolved(mode: mode) else { continue }
                for pair in ContrastPairInference.pairs(in: tokens) where seen.insert(pair).inserted {
                    chosen.append(pair)
                    usedInference = true
                }
            }
        }
        chosen.sort()
        var rows: [Row] = []
        var skipped: [Skip] = []
        for mode in set.modes {
            guard let tokens = try? set.resolved(mode: mode) else { continue }
            for pair in chosen where pair.modes?.contains(mode) ?? true {
                func skip(_ reason: String) { skipped.append(Skip(mode: mode, pair: pair, reason: reason)) }
                guard let foregroundToken = tokens.token(pair.foreground) else { skip("\(pair.foreground) is not defined (or did not resolve) in this mode"); continue }
                guard let backgroundToken = tokens.token(pair.background) else { skip("\(pair.background) is not defined (or did not resolve) in this mode"); continue }
                guard case .color(let foreground) = foregroundToken.value else { skip("\(pair.foreground) is a \(foregroundToken.type.rawValue), not a color"); continue }
                guard case .color(let background) = backgroundToken.value else { skip("\(pair.background) is a \(backgroundToken.type.rawValue), not a color"); continue }
                guard background.isOpaque else { skip("\(pair.background) is translucent (\(background.hexString)); contrast is only defined on an opaque background"); continue }
                rows.append(Row(mode: mode, pair: pair, foreground: foreground, background: background, ratio: WCAGContrast.ratio(foreground, on: background)))
            }
        }
        self.rows = rows
        self.skipped = skipped
        self.pairs = chosen
        self.usedInference = usedInference
        allModes = set.modes
    }

    /// True when no pair could be checked in any mode: a pass that checked nothing is no pass.
    public var checkedNothing: Bool { rows.isEmpty }

    public var passes: Bool { rows.allSatisfy(\.passes) }

    public var failures: [Row] { rows.filter { !$0.passes } }

    /// A fixed-width table, one line per pair and colours: foreground, background, ratio to two
    /// decimals, required ratio, pass/fail, the pair's source, and the modes where the pair has
    /// these two colours (joined with `,`; `all` when every mode of the set does). Then the
    /// checks that could not be made and a summary line.
    public var table: String {
        let header = ["foreground", "background", "ratio", "required", "result", "source", "modes"]
        var merged: [(modes: [String], row: Row)] = []
        var index: [String: Int] = [:]
        for row in rows {
            let key = "\(row.pair.foreground) \(row.pair.background) \(row.pair.level.rawValue) \(row.foreground.hexString) \(row.background.hexString)"
            if let at = index[key] {
                merged[at].modes.append(row.mode)
            } else {
                index[key] = merged.count
                merged.append(([row.mode], row))
            }
        }
        let ordered = merged.enumerated().sorted { ($0.element.row.pair, $0.offset) < ($1.element.row.pair, $1.offset) }.map(\.element)
        let cells = ordered.map { modes, row in
            ["\(row.pair.foreground) \(row.foreground.hexString)",
             "\(row.pair.background) \(row.background.hexString)",
             Self.twoDecimals(row.ratio),
             Self.twoDecimals(row.pair.level.minimumRatio) + " " + row.pair.level.rawValue,
             row.passes ? "pass" : "FAIL",
             row.pair.source.description,
             modes.count == allModes.count && allModes.count > 1 ? "all" : modes.joined(separator: ",")]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + cells).map { line in
            line.enumerated().map { column, text in
                column == header.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.count)
            }.joined(separator: "  ")
        }
        let failed = failures.count
        let checkedPairs = Set(rows.map(\.pair)).count
        let checkedModes = Set(rows.map(\.mode)).count
        let scope = "\(checkedPairs == 1 ? "1 pair" : "\(checkedPairs) pairs") checked in \(checkedModes == 1 ? "1 mode" : "\(checkedModes) modes")"
        var summary = rows.isEmpty ? "no contrast pair checked" : failed == 0 ? "\(scope), all pass" : "\(scope): \(failed) of \(rows.count) checks fail"
        if !skipped.isEmpty { summary += ", \(skipped.count) not checked (listed above)" }
        if usedInference { summary += "; pairs marked inferred were guessed from the token names: declare pairs in a pairs file (--pairs) to say what the design means" }
        let table = rows.isEmpty ? [] : lines
        return (table + skipped.map { "not checked: \($0)" } + [summary]).joined(separator: "\n") + "\n"
    }

    /// `4.54`: the ratio rounded half-up to hundredths, formatted without the locale.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
