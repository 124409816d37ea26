import Snapshots
import Foundation
import Raster
import Tokens

/// Where a touched entry's *before* image comes from — the one place review decides. The stored
/// reference, when the `TokenFingerprint` recorded beside it says the base tokens draw it (every
/// token its render read has the same value in the base set, and the reference is the file the
/// fingerprint was written for); otherwise a render under the base tokens. The reference's PNG
/// bytes come along, so the page's *before* image is a copy, not a new encoding.
///
/// The fingerprint covers tokens, not code: a reference recorded before a code change that
/// altered the entry's look is taken as it is (as `verify` would then fail on it too).
///
/// ```swift
/// let before = try ReviewBase.image(of: entry, base: baseTokens, texts: TokenTexts(baseTokens), references: root)
/// before.source   // .reference or .render
/// ```
enum ReviewBase {
    typealias Source = ReviewedEntry.BeforeSource

    struct Image {
        var bitmap: Bitmap
        /// The reference file's bytes when `source` is `.reference`.
        var png: [UInt8]?
        var source: Source
    }

    /// `texts` are the base set's values as text (shared by every entry of a review, so each is made once).
    static func image(of entry: CatalogSnapshot, base: TokenSet, texts: TokenTexts, references root: URL?) throws -> Image {
        if let root, let stored = stored(entry, base: base, texts: texts, root: root) { return stored }
        return Image(bitmap: try entry.render(base).bitmap, png: nil, source: .render)
    }

    /// The reference, when its fingerprint matches the base tokens; nil otherwise (no reference,
    /// no or another fingerprint, an entry without one mode, a file that does not decode).
    private static func stored(_ entry: CatalogSnapshot, base: TokenSet, texts: TokenTexts, root: URL) -> Image? {
        guard let mode = entry.mode, (try? base.resolved(mode: mode)) != nil else { return nil }
        let location = entry.location(root: root)
        guard let fingerprint = TokenFingerprint.read(for: location), fingerprint.mode == mode,
              fingerprint.values.allSatisfy({ texts.text(of: $0.path, mode: mode) == $0.value }),
              let bytes = try? location.store.read(location.components(pathExtension: "png")),
              fingerprint.describes(reference: bytes),
              let bitmap = try? PNGCodec.decode(bytes, source: location.referenceURL(pathExtension: "png").path)
        else { return nil }
        return Image(bitmap: bitmap, png: bytes, source: .reference)
    }
}
