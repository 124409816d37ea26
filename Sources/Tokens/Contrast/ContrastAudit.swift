import Raster

/// Checks every declared contrast pair in every mode of a token set.
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

    /// Rows by mode (in the set's order), then foreground, then background.
    public let rows: [Row]

    public init(set: TokenSet) {
        var rows: [Row] = []
        for mode in set.modes {
            guard let tokens = try? set.resolved(mode: mode) else { continue }
            for pair in set.contrastPairs {
                guard case .color(let foreground)? = tokens.token(pair.foreground)?.value,
                      case .color(let background)? = tokens.token(pair.background)?.value else { continue }
                rows.append(Row(mode: mode, pair: pair, foreground: foreground, background: background, ratio: WCAGContrast.ratio(foreground, on: background)))
            }
        }
        self.rows = rows
    }

    public var passes: Bool { rows.allSatisfy(\.passes) }

    public var failures: [Row] { rows.filter { !$0.passes } }

    /// A fixed-width table, one line per row: mode, foreground, background, ratio to two
    /// decimals, required ratio, pass/fail.
    public var table: String {
        let header = ["mode", "foreground", "background", "ratio", "required", "result"]
        let cells = rows.map { row in
            [row.mode,
             "\(row.pair.foreground) \(row.foreground.hexString)",
             "\(row.pair.background) \(row.background.hexString)",
             Self.twoDecimals(row.ratio),
             Self.twoDecimals(row.pair.level.minimumRatio) + " " + row.pair.level.rawValue,
             row.passes ? "pass" : "FAIL"]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + cells).map { line in
            line.enumerated().map { column, text in
                column == header.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.count)
            }.joined(separator: "  ")
        }
        let failed = failures.count
        let summary = failed == 0 ? "\(rows.count) pairs checked, all pass" : "\(rows.count) pairs checked, \(failed) fail"
        return (lines + [summary]).joined(separator: "\n") + "\n"
    }

    /// `4.54`: the ratio rounded half-up to hundredths, formatted without the locale.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
