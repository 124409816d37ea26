import Snapshots
import Foundation

/// The review's `index.html`: one static page, no outside resources. The token table first (old
/// and new values with swatches, the entries each change touches), then every changed entry with
/// the report's views (Diff, Side by side, Slider, Blend, Toggle) and keys. Unchanged entries are
/// counted, not shown. Every name and value is HTML-escaped. Each image's bytes are in the page
/// once, however many views show it (`OnceImages`).
///
/// A changed entry's thumbnail and card (`EntryPart`), with its images' `data:` URLs, can be made
/// on the thread that reviewed the entry; the page then only puts the parts in order and fills in
/// what depends on the others (the entry's place, the images' ids), and is written as those
/// buffers (`PageBytes`), not copied into one.
enum ReviewPage {
    /// `parts`: changed entries' parts made beforehand, by identifier (see `EntryPart`); the
    /// others are made here, their images read from `folder` when embedded. The page as buffers
    /// in order (`PageBytes.parts`).
    static func html(for review: TokenReviewResult, folder: URL, parts: [String: EntryPart] = [:]) -> PageBytes {
        let changed = review.changedEntries
        let pageImages = PageImages(paths: changed.flatMap(\.images.values), folder: folder,
                                    sizes: parts.values.reduce(into: [:]) { $0.merge($1.imageSizes) { first, _ in first } })
        var page = PageBytes(reserving: 16_384 + 1_024 * (changed.count + review.changes.count))
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
            let entryParts = changed.map { entry in parts[entry.identifier] ?? EntryPart(entry) }
            page += "<section class=\"thumbs\" aria-label=\"changed entries\">\n"
            for (index, part) in entryParts.enumerated() { part.thumbnail.append(index: index, images: images, part: part, to: &page) }
            page += "</section>\n<main>\n"
            for (index, part) in entryParts.enumerated() { part.card.append(index: index, images: images, part: part, to: &page) }
            page += "</main>\n"
        }
        let errors = review.entries.filter { $0.status == .error }
        if !errors.isEmpty {
            page += "<section class=\"all\"><h2>Could not be rendered (\(errors.count))</h2><ul>\n"
            page += errors.map { "<li>\(e($0.identifier)): <pre>\(e($0.summary))</pre></li>\n" }.joined()
            page += "</ul></section>\n"
        }
        page += "<script>\(OnceImages.script)\(script)</script>\n</body>\n</html>\n"
        return page
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

    /// One changed entry's thumbnail and card, made without the rest of the page: the text with
    /// gaps where the entry's place (`#s3`) and its images' attributes go, which depend on the
    /// entries before it, and the images' `data:` URLs when they are to be embedded. Made on the
    /// thread that reviewed the entry, so the base64 of its images and the escaping of its names
    /// are spread over the workers; `ReviewPage.html` fills the gaps in order.
    struct EntryPart: Sendable {
        var entry: ReviewedEntry
        var thumbnail: Template
        var card: Template
        /// Each image's `src` as a `data:` URL, by kind (`before`, `after`, `diff`); nil when the
        /// page builds its sources itself (from `PageImages`).
        var sources: [String: [UInt8]]?
        /// The images' sizes in bytes by their paths in `entry.images`, when the part was made
        /// from their bytes (so the page does not measure the files).
        var imageSizes: [String: Int] = [:]

        /// `pngs`: the images' bytes by kind, as written (their sizes are kept); with `embed`,
        /// their `data:` URLs are made too.
        init(_ entry: ReviewedEntry, pngs: [String: [UInt8]] = [:], embed: Bool = false) {
            self.entry = entry
            let e = HTMLReport.escape
            var thumbnail = Template()
            thumbnail.text("<a class=\"thumb failed\" href=\"#s")
            thumbnail.gap(.index)
            thumbnail.text("\"><img ")
            thumbnail.gap(.image("after"))
            thumbnail.text(" alt=\"\"><span>\(e(entry.identifier))</span></a>\n")
            self.thumbnail = thumbnail

            // Each `<img>`'s attributes go at its place: an image's first use carries its bytes,
            // the later ones point to it.
            var card = Template()
            func image(_ kind: String, _ before: String, _ after: String) {
                card.text(before)
                card.gap(.image(kind))
                card.text(after)
            }
            card.text("<article class=\"snapshot\" id=\"s")
            card.gap(.index)
            card.text("\" tabindex=\"-1\">\n")
            card.text("<h2><span class=\"status failed\">changed</span> \(e(entry.identifier))</h2>\n")
            card.text("<p class=\"summary\">\(e(entry.summary)) · reads " + entry.tokens.map { "<code>\(e($0))</code>" }.joined(separator: ", ") + "</p>\n")
            card.text("<nav class=\"views\">" + HTMLReport.views.enumerated().map { number, view in
                "<button type=\"button\" data-view=\"\(view.0)\" aria-pressed=\"\(number == 0)\">\(number + 1) \(view.1)</button>"
            }.joined() + "</nav>\n")
            image("diff", "<div class=\"view\" data-view=\"diff\"><img ", " alt=\"diff\"></div>\n")
            image("before", "<div class=\"view side\" data-view=\"side\" hidden><figure><img ", " alt=\"before\"><figcaption>before (base)</figcaption></figure>")
            image("after", "<figure><img ", " alt=\"after\"><figcaption>after (head)</figcaption></figure></div>\n")
            image("before", "<div class=\"view\" data-view=\"slider\" hidden><div class=\"stack\"><img ", " alt=\"before\">")
            image("after", "<img class=\"top\" ", " alt=\"after\" style=\"clip-path: inset(0 0 0 50%)\"></div>")
            card.text("<input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"slider\"></div>\n")
            image("before", "<div class=\"view\" data-view=\"blend\" hidden><div class=\"stack\"><img ", " alt=\"before\">")
            image("after", "<img class=\"top\" ", " alt=\"after\" style=\"opacity: 0.5\"></div>")
            card.text("<input type=\"range\" class=\"blend\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"blend\"></div>\n")
            image("before", "<div class=\"view\" data-view=\"toggle\" hidden><div class=\"stack toggle\"><img ", " alt=\"before\">")
            image("after", "<img class=\"top\" ", " alt=\"after\"></div><p class=\"hint\">click or press t: showing <b>after</b></p></div>\n")
            card.text("</article>\n")
            self.card = card

            for (kind, png) in pngs {
                if let path = entry.images[kind] { imageSizes[path] = png.count }
            }
            if embed {
                sources = pngs.mapValues { png in
                    var source = PageBytes(reserving: PageImages.dataURLPrefix.utf8.count + (png.count + 2) / 3 * 4)
                    source += PageImages.dataURLPrefix
                    source.appendBase64(png)
                    return source.bytes
                }
            }
        }
    }

    /// Page text with gaps for what only the whole page knows.
    struct Template: Sendable {
        enum Gap: Sendable {
            /// The entry's place among the changed entries (its card's anchor).
            case index
            /// The attributes of an `<img>` showing the entry's image of this kind.
            case image(String)
        }

        private(set) var bytes: [UInt8] = []
        /// Where each gap goes (an offset into `bytes`), in order.
        private(set) var gaps: [(offset: Int, gap: Gap)] = []

        mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }
        mutating func gap(_ gap: Gap) { gaps.append((bytes.count, gap)) }

        /// Appends the text to `page` with its gaps filled for the entry of `part` at `index`.
        func append(index: Int, images: OnceImages, part: EntryPart, to page: inout PageBytes) {
            var start = 0
            bytes.withUnsafeBufferPointer { text in
                for (offset, gap) in gaps {
                    page.append(UnsafeBufferPointer(rebasing: text[start..<offset]))
                    start = offset
                    switch gap {
                    case .index: page += String(index)
                    case .image(let kind): images.append(part.entry.images[kind], source: part.sources?[kind], to: &page)
                    }
                }
                page.append(UnsafeBufferPointer(rebasing: text[start...]))
            }
        }
    }

    /// Each image's bytes once: the first `<img>` showing an image gets its `src` (a `data:` URL
    /// when the page embeds images) and an `id`; later ones name that `id` in `data-same`, and
    /// the page's script copies the source over. An embedded image shown five times (thumbnail,
    /// side by side, slider, blend, toggle) is then in the page once. Pages are put together on
    /// one thread, so the record of what was already written needs no lock.
    final class OnceImages {
        let images: PageImages
        private var ids: [String: Int] = [:]

        init(_ images: PageImages) { self.images = images }

        /// Appends the attributes for one `<img>` showing the image at `path`; none when there is
        /// none. `source`: its `data:` URL made beforehand, used when the page embeds images.
        func append(_ path: String?, source: [UInt8]? = nil, to page: inout PageBytes) {
            guard let path else { return }
            if let id = ids[path] {
                page += "data-same=\"i\(id)\""
                return
            }
            let id = ids.count
            ids[path] = id
            page += "id=\"i\(id)\" src=\""
            if images.embed, let source {
                page.append(source)
            } else {
                images.appendSource(path, to: &page)
            }
            page += "\""
        }

        static let script = "[].forEach.call(document.querySelectorAll('img[data-same]'),function(i){i.src=document.getElementById(i.dataset.same).src;});\n"
    }

    /// The report's script with the review's image names.
    private static let script = HTMLReport.script.replacingOccurrences(of: "'reference':'actual'", with: "'before':'after'")

    static let style = """
    .swatch{display:inline-block;width:14px;height:14px;border:1px solid #888;border-radius:3px;vertical-align:-2px;margin-right:6px}
    .tokens{padding-top:16px}.tokens th,.tokens td:nth-child(-n+4){white-space:nowrap;word-break:normal}.tokens td:last-child{word-break:normal}.kind{color:#666;font-size:11px;text-transform:uppercase}.same{color:#666}
    """
}
