import Snapshots
import Foundation

/// The audit's `index.html`: totals, then one card per finding (new ones first) with its
/// cropped image, entry, appearance, rule, measured value and tokens, in the snapshot report's
/// style (`HTMLReport.style`), self-contained while the crops are small (`PageImages`).
enum AuditPage {
    static let style = HTMLReport.style + """
    .finding{display:flex;gap:16px;align-items:flex-start}.finding img{max-width:320px;image-rendering:pixelated;border:1px solid #ddd}
    .finding dl{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}.finding dt{color:#666}.finding dd{margin:0;word-break:break-word}
    """

    static func html(for report: AuditReport, folder: URL) -> String {
        let newIDs = Set(report.new)
        let ordered = report.findings.filter { newIDs.contains($0.id) } + report.findings.filter { !newIDs.contains($0.id) }
        let images = PageImages(paths: ordered.compactMap(\.image), folder: folder)
        let e = HTMLReport.escape
        var html = HTMLReport.documentStart(title: "Pixelproof accessibility audit", style: style)
        let verdict = report.failed ? "<span class=\"failed\">fails</span>" : "<span class=\"passed\">passes</span>"
        html += "<header><h1>Accessibility audit \(verdict)</h1>\n"
        html += "<p class=\"totals\"><b>\(report.subjects)</b> snapshots audited · <b>\(report.findings.count)</b> findings · "
        html += "<b class=\"\(report.new.isEmpty ? "passed" : "failed")\">\(report.new.count)</b> \(report.baselineUsed ? "not in the baseline" : "new (no baseline)")"
        html += report.resolved.isEmpty ? "" : " · <b>\(report.resolved.count)</b> baseline entries resolved"
        html += "</p>\n<p class=\"meta\">by rule: \(e(report.countsLine))</p></header>\n<main>\n"
        for problem in report.problems {
            html += "<section class=\"snapshot\"><p class=\"status failed\">layout problem</p><pre>\(e(problem))</pre></section>\n"
        }
        for finding in ordered {
            let isNew = newIDs.contains(finding.id)
            html += "<section class=\"snapshot\"><p class=\"status \(isNew ? "failed" : "recorded")\">\(isNew ? "new" : "in baseline") · \(e(finding.rule))</p>\n"
            html += "<h2>\(e(finding.entry)) · \(e(finding.appearance))</h2>\n<div class=\"finding\">"
            if let image = finding.image { html += "<img alt=\"\(e(finding.subject))\" src=\"\(images.source(image))\">" }
            html += "<dl><dt>element</dt><dd>\(e(finding.subject))</dd><dt>finding</dt><dd>\(e(finding.message))</dd>"
            if let measured = finding.measured { html += "<dt>measured</dt><dd>\(e(formatNumber(measured)))</dd>" }
            if !finding.tokens.isEmpty { html += "<dt>tokens</dt><dd>\(e(finding.tokens.joined(separator: " on ")))</dd>" }
            html += "<dt>id</dt><dd><code>\(e(finding.id))</code></dd></dl></div></section>\n"
        }
        if !report.resolved.isEmpty {
            html += "<section class=\"snapshot\"><h2>Baseline entries no longer found</h2><pre>\(e(report.resolved.joined(separator: "\n")))</pre></section>\n"
        }
        return html + "</main>\n</body>\n</html>\n"
    }

    private static func formatNumber(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
