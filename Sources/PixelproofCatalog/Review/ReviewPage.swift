import Snapshots
import Foundation

/// The review's `index.html`: one static page, no outside resources. The token table first (old
/// and new values with swatches, the entries each change touches), then every changed entry with
/// the report's views (Diff, Side by side, Slider, Blend, Toggle) and keys. Unchanged entries are
/// counted, not shown. Every name and value is HTML-escaped. Each image's bytes are in the page
/// once, however many views show it (`OnceImages`).
enum ReviewPage {
    /// `imageBytes`: the images' contents by path as in `review` (relative to `folder`), when
    /// the caller still holds them; the others are read from `folder`. The page's UTF-8 bytes,
    /// built in one buffer (`PageBytes`): embedded images go into it as base64 straight from
    /// their bytes.
    static func html(for review: TokenReviewResult, folder: URL, imageBytes: [String: [UInt8]] = [:]) -> [UInt8] {
        let changed = review.changedEntries
        let pageImages = PageImages(paths: changed.flatMap(\.images.values), folder: folder, bytes: imageBytes)
        var page = PageBytes(reserving: pageImages.embeddedSize + 16_384 + 4_096 * (changed.count + review.changes.count))
        let images = OnceImages(pageImages)
        let unchanged = review.entries.filter { $0.status == .unchanged }.count
        let tokens = Set(review.changes.map(\.path)).count
        let e = HTMLReport.escape
        page += HTMLReport.documentStart(title: "Pixelproof token review: \(changed.count) entr\(changed.count == 1 ? "y" : "ies") changed",
                                         style: HTMLReport.style + style) + """
        <header>
        <h1>Pixelproof token review</h1>
        <p class="totals"><b>\(tokens)</b> token\(tokens == 1 ? "" : "s") changed · <b class="failed">\(changed.count)</b> entr\(changed.count == 1 ? "y" : "ies") changed · <b class="passed">\(unchanged)</b> unchanged · <b>\(review.skippedEntries)</b> of \(review.totalEntries) skipped (read no changed token)</p>
        <p class="meta">base <code>\(e(review.base))</code> → head <code>\(e(review.head))</code> · keys: <kbd>j</kbd>/<kbd>k</kbd> next and previous · <kbd>1</kbd>–<kbd>5</kbd> views · <kbd>t</kbd> toggle</p>
        \(review.designDebt.map { "<p class=\"meta debt\">design debt (raw style values ÷ all, <code>pixelproof lint</code>): <b>\(e($0))</b></p>\n" } ?? "")</header>

        """
        page += tokenTable(review, changed: Set(changed.map(\.identifier)))
        if !changed.isEmpty {
            page += "<section class=\"thumbs\" aria-label=\"changed entries\">\n"
            for (index, entry) in changed.enumerated() {
                page += "<a class=\"thumb failed\" href=\"#s\(index)\"><img "
                images.append(entry.images["after"], to: &page)
                page += " alt=\"\"><span>\(e(entry.identifier))</span></a>\n"
            }
            page += "</section>\n<main>\n"
            for (index, entry) in changed.enumerated() { card(entry, index: index, images: images, to: &page) }
            page += "</main>\n"
        }
        let errors = review.entries.filter { $0.status == .error }
        if !errors.isEmpty {
            page += "<section class=\"all\"><h2>Could not be rendered (\(errors.count))</h2><ul>\n"
            page += errors.map { "<li>\(e($0.identifier)): <pre>\(e($0.summary))</pre></li>\n" }.joined()
            page += "</ul></section>\n"
        }
        let script = HTMLReport.script.replacingOccurrences(of: "'reference':'actual'", with: "'before':'after'")
        page += "<script>\(OnceImages.script)\(script)</script>\n</body>\n</html>\n"
        return page.bytes
    }

    private static func tokenTable(_ review: TokenReviewResult, changed: Set<String>) -> String {
        let e = HTMLReport.escape
        guard !review.changes.isEmpty else {
            return "<section class=\"all\"><h2>Tokens</h2><p>No token value differs between base and head: nothing to render.</p></section>\n"
        }
        var html = "<section class=\"all tokens\"><h2>Changed tokens</h2>\n<table>\n<thead><tr><th>token</th><th>mode</th><th>before</th><th>after</th><th>entries that read it</th></tr></thead>\n<tbody>\n"
        let anchors = Dictionary(uniqueKeysWithValues: review.changedEntries.enumerated().map { ($1.identifier, $0) })
        for change in review.changes {
            let entries = change.entries.map { identifier in
                anchors[identifier].map { "<a href=\"#s\($0)\">\(e(identifier))</a>" } ?? "<span class=\"same\">\(e(identifier)) (unchanged)</span>"
            }
            let list = entries.isEmpty ? "none" : "\(entries.count): " + entries.joined(separator: ", ")
            html += "<tr><td><code>\(e(change.path))</code> <span class=\"kind\">\(e(change.kind.rawValue))</span></td><td>\(e(change.mode))</td>"
            html += "<td>\(value(change.before, swatch: change.beforeSwatch))</td><td>\(value(change.after, swatch: change.afterSwatch))</td><td>\(list)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private static func value(_ text: String, swatch: String?) -> String {
        let e = HTMLReport.escape
        let chip = swatch.map { "<span class=\"swatch\" style=\"background:\(e($0))\"></span>" } ?? ""
        return chip + "<code>\(e(text))</code>"
    }

    private static func card(_ entry: ReviewedEntry, index: Int, images: OnceImages, to page: inout PageBytes) {
        let e = HTMLReport.escape
        // Each `<img>`'s attributes are appended at its place: an image's first use carries its
        // bytes, the later ones point to it.
        func image(_ kind: String, _ before: String, _ after: String) {
            page += before
            images.append(entry.images[kind], to: &page)
            page += after
        }
        page += "<article class=\"snapshot\" id=\"s\(index)\" tabindex=\"-1\">\n"
        page += "<h2><span class=\"status failed\">changed</span> \(e(entry.identifier))</h2>\n"
        page += "<p class=\"summary\">\(e(entry.summary)) · reads " + entry.tokens.map { "<code>\(e($0))</code>" }.joined(separator: ", ") + "</p>\n"
        page += "<nav class=\"views\">" + HTMLReport.views.enumerated().map { number, view in
            "<button type=\"button\" data-view=\"\(view.0)\" aria-pressed=\"\(number == 0)\">\(number + 1) \(view.1)</button>"
        }.joined() + "</nav>\n"
        image("diff", "<div class=\"view\" data-view=\"diff\"><img ", " alt=\"diff\"></div>\n")
        image("before", "<div class=\"view side\" data-view=\"side\" hidden><figure><img ", " alt=\"before\"><figcaption>before (base)</figcaption></figure>")
        image("after", "<figure><img ", " alt=\"after\"><figcaption>after (head)</figcaption></figure></div>\n")
        image("before", "<div class=\"view\" data-view=\"slider\" hidden><div class=\"stack\"><img ", " alt=\"before\">")
        image("after", "<img class=\"top\" ", " alt=\"after\" style=\"clip-path: inset(0 0 0 50%)\"></div>")
        page += "<input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"slider\"></div>\n"
        image("before", "<div class=\"view\" data-view=\"blend\" hidden><div class=\"stack\"><img ", " alt=\"before\">")
        image("after", "<img class=\"top\" ", " alt=\"after\" style=\"opacity: 0.5\"></div>")
        page += "<input type=\"range\" class=\"blend\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"blend\"></div>\n"
        image("before", "<div class=\"view\" data-view=\"toggle\" hidden><div class=\"stack toggle\"><img ", " alt=\"before\">")
        image("after", "<img class=\"top\" ", " alt=\"after\"></div><p class=\"hint\">click or press t: showing <b>after</b></p></div>\n")
        page += "</article>\n"
    }

    /// Each image's bytes once: the first `<img>` showing an image gets its `src` (a `data:` URL
    /// when the page embeds images) and an `id`; later ones name that `id` in `data-same`, and
    /// the page's script copies the source over. An embedded image shown five times (thumbnail,
    /// side by side, slider, blend, toggle) is then in the page once. Pages are built on one
    /// thread, so the record of what was already written needs no lock.
    final class OnceImages {
        let images: PageImages
        private var ids: [String: Int] = [:]

        init(_ images: PageImages) { self.images = images }

        /// Appends the attributes for one `<img>` showing the image at `path`; none when there is none.
        func append(_ path: String?, to page: inout PageBytes) {
            guard let path else { return }
            if let id = ids[path] {
                page += "data-same=\"i\(id)\""
                return
            }
            let id = ids.count
            ids[path] = id
            page += "id=\"i\(id)\" src=\""
            images.appendSource(path, to: &page)
            page += "\""
        }

        static let script = "[].forEach.call(document.querySelectorAll('img[data-same]'),function(i){i.src=document.getElementById(i.dataset.same).src;});\n"
    }

    static let style = """
    .swatch{display:inline-block;width:14px;height:14px;border:1px solid #888;border-radius:3px;vertical-align:-2px;margin-right:6px}
    .tokens{padding-top:16px}.tokens th,.tokens td:nth-child(-n+4){white-space:nowrap;word-break:normal}.tokens td:last-child{word-break:normal}.kind{color:#666;font-size:11px;text-transform:uppercase}.same{color:#666}
    """
}
