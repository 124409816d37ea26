/// JUnit XML for CI dashboards: one `<testsuite>` per snapshot group, one `<testcase>` per
/// snapshot; failed, recorded and new snapshots carry a `<failure>` with the full message.
enum JUnitReport {
    static func xml(for report: SnapshotReport) -> String {
        var groups: [String: [SnapshotResult]] = [:]
        for result in report.snapshots {
            groups[String(result.identifier.split(separator: "/").first ?? ""), default: []].append(result)
        }
        let failures = report.snapshots.filter(\.isFailure).count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="pixelproof" tests="\#(report.snapshots.count)" failures="\#(failures)">"#,
        ]
        for group in groups.keys.sorted() {
            let results = groups[group]!
            lines.append(#"  <testsuite name="\#(escape(group))" tests="\#(results.count)" failures="\#(results.filter(\.isFailure).count)">"#)
            for result in results {
                let name = String(result.identifier.dropFirst(group.count + 1))
                let open = #"    <testcase classname="\#(escape(group))" name="\#(escape(name))" file="\#(escape(result.reference))""#
                if result.isFailure {
                    lines.append(open + ">")
                    lines.append(#"      <failure message="\#(escape(result.status.rawValue + ": " + result.summary))">\#(escape(result.message ?? result.summary))</failure>"#)
                    lines.append("    </testcase>")
                } else {
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// XML text: `& < > " '` escaped; control characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
