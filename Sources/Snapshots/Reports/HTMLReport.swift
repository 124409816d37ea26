import Foundation

/// `index.html`: one static page with no outside resources. Thumbnails of every failure at the
/// top; per failure the views Diff, Side by side, Slider, Blend and Toggle; a table of every
/// snapshot; keyboard navigation (j/k or ←/→ between failures, 1–5 for the views, t to toggle);
/// `#s3:slider` in the address shows only failure 3, in the slider view (for links and screenshots).
/// Images are embedded as data URIs while they total at most `embedLimit` bytes, otherwise linked
/// relative to the page. Every name and message is HTML-escaped.
package enum HTMLReport {
    package static let embedLimit = 16 << 20
    package static let views = [("diff", "Diff"), ("side", "Side by side"), ("slider", "Slider"), ("blend", "Blend"), ("toggle", "Toggle")]

    package static func html(for report: SnapshotReport, artifactsRoot: URL) -> String {
        let shown = report.snapshots.filter { $0.isFailure && !$0.artifacts.isEmpty }
        let images = PageImages(paths: shown.flatMap { $0.artifacts.values }, folder: artifactsRoot)
        let totals = report.totals
        var page = documentStart(title: "Pixelproof snapshots: \(totals.failed + totals.recorded + totals.new) of \(totals.total) need a look", style: style) + """
        <header>
        <h1>Pixelproof snapshot report</h1>
        <p class="totals"><b>\(totals.total)</b> snapshots · <b class="failed">\(totals.failed)</b> failed · <b class="recorded">\(totals.recorded)</b> recorded · <b class="new">\(totals.new)</b> new · <b class="passed">\(totals.passed)</b> passed</p>
        <p class="meta">run \(escape(report.runID)) · keys: <kbd>j</kbd>/<kbd>k</kbd> or <kbd>←</kbd>/<kbd>→</kbd> next and previous · <kbd>1</kbd>–<kbd>5</kbd> views · <kbd>t</kbd> toggle</p>
        </header>

        """
        if !shown.isEmpty {
            page += "<section class=\"thumbs\" aria-label=\"failures\">\n"
            for (index, result) in shown.enumerated() {
                let thumb = source(result.artifacts["composite"] ?? result.artifacts["diff"] ?? result.artifacts["actual"], in: images)
                page += "<a class=\"thumb \(result.status.rawValue)\" href=\"#s\(index)\">"
                if let thumb, thumb.hasSuffix(".txt") {
                    let text = (try? String(contentsOfFile: thumb, encoding: .utf8)) ?? ""
                    page += "<pre>\(escape(text.split(separator: "\n").dropFirst(2).prefix(8).joined(separator: "\n")))</pre>"
                } else if let thumb {
                    page += "<img src=\"\(escape(thumb))\" alt=\"\">"
                }
                page += "<span>\(escape(result.identifier))</span></a>\n"
            }
            page += "</section>\n<main>\n"
            for (index, result) in shown.enumerated() { page += card(result, index: index, images: images) }
            page += "</main>\n"
        }
        page += table(report)
        page += "<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    private static func card(_ result: SnapshotResult, index: Int, images: PageImages) -> String {
        var html = "<article class=\"snapshot\" id=\"s\(index)\" tabindex=\"-1\">\n"
        html += "<h2><span class=\"status \(result.status.rawValue)\">\(result.status.rawValue)</span> \(escape(result.identifier))</h2>\n"
        html += "<p class=\"summary\">\(escape(result.summary))</p>\n"
        let reference = source(result.artifacts["reference"], in: images), actual = source(result.artifacts["actual"], in: images)
        let diff = source(result.artifacts["diff"], in: images)
        if let diffPath = result.artifacts["diff"], diffPath.hasSuffix(".txt") {
            let text = (try? String(contentsOfFile: diffPath, encoding: .utf8)) ?? ""
            html += "<pre class=\"textdiff\">\(escape(text))</pre>\n"
        } else if let reference, let actual {
            html += "<nav class=\"views\">" + views.enumerated().map { number, view in
                "<button type=\"button\" data-view=\"\(view.0)\" aria-pressed=\"\(number == 0)\">\(number + 1) \(view.1)</button>"
            }.joined() + "</nav>\n"
            let ref = "<img src=\"\(escape(reference))\" alt=\"reference\">"
            let act = "<img class=\"top\" src=\"\(escape(actual))\" alt=\"actual\">"
            html += "<div class=\"view\" data-view=\"diff\">" + (diff.map { "<img src=\"\(escape($0))\" alt=\"diff\">" } ?? "") + "</div>\n"
            html += "<div class=\"view side\" data-view=\"side\" hidden><figure>\(ref)<figcaption>reference</figcaption></figure>"
            html += "<figure><img src=\"\(escape(actual))\" alt=\"actual\"><figcaption>actual</figcaption></figure></div>\n"
            html += "<div class=\"view\" data-view=\"slider\" hidden><div class=\"stack\">\(ref)\(act.replacingOccurrences(of: "class=\"top\"", with: "class=\"top\" style=\"clip-path: inset(0 0 0 50%)\""))</div>"
            html += "<input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"slider\"></div>\n"
            html += "<div class=\"view\" data-view=\"blend\" hidden><div class=\"stack\">\(ref)\(act.replacingOccurrences(of: "class=\"top\"", with: "class=\"top\" style=\"opacity: 0.5\""))</div>"
            html += "<input type=\"range\" class=\"blend\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"blend\"></div>\n"
            html += "<div class=\"view\" data-view=\"toggle\" hidden><div class=\"stack toggle\">\(ref)\(act)</div><p class=\"hint\">click or press t: showing <b>actual</b></p></div>\n"
        } else if let actual {
            html += "<figure><img src=\"\(escape(actual))\" alt=\"actual\"><figcaption>actual (no reference)</figcaption></figure>\n"
        }
        html += "<details><summary>Message and files</summary><pre>\(escape(result.message ?? result.summary))</pre></details>\n"
        html += "</article>\n"
        return html
    }

    private static func table(_ report: SnapshotReport) -> String {
        var html = "<section class=\"all\"><h2>All snapshots</h2>\n<table>\n<thead><tr><th>status</th><th>snapshot</th><th>result</th></tr></thead>\n<tbody>\n"
        for result in report.snapshots {
            html += "<tr><td class=\"status \(result.status.rawValue)\">\(result.status.rawValue)</td><td>\(escape(result.identifier))</td><td>\(escape(result.summary))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        if let orphans = report.orphans {
            html += "<h2>Orphaned references (\(orphans.count))</h2>\n"
            html += orphans.isEmpty ? "<p>None: every reference was used.</p>\n"
                : "<p>No assertion of this complete run used these; <code>pixelproof prune --delete</code> removes them.</p>\n<ul>\n"
                    + orphans.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// Text for HTML content and attribute values: `&`, `<`, `>`, `"` and `'` as entities. On
    /// the UTF-8 bytes, as a browser reads them: a character that starts with one of these
    /// (`&` followed by a combining mark is one `Character` to Swift) is escaped too, and text
    /// with none of them comes back as it is, with no walk over its grapheme clusters.
    package static func escape(_ text: String) -> String {
        var special = 0
        for byte in text.utf8 where byte <= UInt8(ascii: ">") && Self.entity(byte) != nil { special += 1 }
        guard special > 0 else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 5 * special)
        for byte in text.utf8 {
            if byte <= UInt8(ascii: ">"), let entity = Self.entity(byte) {
                entity.withUTF8Buffer { result.append(contentsOf: $0) }
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    /// A page's doctype, head (`title` escaped here) and opening `<body>`; the review page shares it.
    package static func documentStart(title: String, style: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>

        """
    }

    /// The `src` of an artifact; a text snapshot's file is returned as it is (shown inline).
    private static func source(_ path: String?, in images: PageImages) -> String? {
        guard let path else { return nil }
        return path.hasSuffix(".txt") ? path : images.source(path)
    }
}
