/// The text of a failing or recording assertion: what happened, the numbers, and every artifact as
/// an absolute path on its own line, ready to click in a terminal or an IDE log.
enum FailureMessage {
    static let artifactOrder = ["reference", "actual", "diff", "composite"]

    static func mismatch(identifier: String, comparator: String?, summary: String, reference: String,
                         artifacts: [String: String], report: String, reRecorded: Bool) -> String {
        var lines: [String] = []
        let how = comparator.map { " (\($0))" } ?? ""
        if reRecorded {
            lines.append("Snapshot \"\(identifier)\" changed and was re-recorded (record mode failed)\(how): \(summary)")
        } else {
            lines.append("Snapshot \"\(identifier)\" does not match its reference\(how): \(summary)")
        }
        lines.append(contentsOf: paths(reference: reference, artifacts: artifacts, report: report))
        lines.append(reRecorded
            ? "Re-run to verify the new reference; this run fails so a recording never passes unnoticed."
            : "If the change is intended, re-record: record: .failed, PIXELPROOF_RECORD=failed, or `pixelproof record` for the catalog.")
        return lines.joined(separator: "\n")
    }

    static func recorded(identifier: String, reference: String, isNew: Bool, mode: SnapshotRecordMode, unchanged: Bool) -> String {
        let what: String
        if isNew {
            what = "Recorded a new reference for \"\(identifier)\""
        } else if unchanged {
            what = "Record mode \(mode.rawValue): the reference for \"\(identifier)\" already matched and was left as it was"
        } else {
            what = "Re-recorded the reference for \"\(identifier)\" (record mode \(mode.rawValue))"
        }
        return what + ".\n  reference: \(reference)\n"
            + "Re-run with recording off to verify it; this run fails so a recording never passes unnoticed."
    }

    static func missing(identifier: String, reference: String, actual: String?, report: String) -> String {
        var lines = ["No reference for \"\(identifier)\", and record mode is never, so none was written.", "  reference: \(reference) (missing)"]
        if let actual { lines.append("  actual:    \(actual)") }
        lines.append("  report:    \(report) (written when the run ends)")
        lines.append("Record it with record: .missing (the default) or PIXELPROOF_RECORD=missing.")
        return lines.joined(separator: "\n")
    }

    static func error(identifier: String, reference: String, error: Error) -> String {
        "Could not verify snapshot \"\(identifier)\": \(error)\n  reference: \(reference)"
    }

    private static func paths(reference: String, artifacts: [String: String], report: String) -> [String] {
        var lines = ["  reference: \(reference)"]
        for kind in artifactOrder where kind != "reference" {
            if let path = artifacts[kind] { lines.append("  \(kind + ":")" + String(repeating: " ", count: 10 - kind.count) + path) }
        }
        for kind in artifacts.keys.sorted() where !artifactOrder.contains(kind) {
            lines.append("  \(kind):  \(artifacts[kind]!)")
        }
        lines.append("  report:    \(report) (written when the run ends)")
        return lines
    }
}
