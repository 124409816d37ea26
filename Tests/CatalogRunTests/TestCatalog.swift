import Foundation
import Raster
import PixelproofCatalog
import Snapshots
import TestSupport
import Tokens

/// A small catalog for the runner's tests: swatches and a card per mode, each filling rectangles
/// with token colours and declaring the token paths it read, over token files written to a
/// temporary folder (`primitives.tokens.json` shared, `semantic.MODE.tokens.json` per mode).
struct TestCatalog {
    let folder: URL

    init() {
        folder = TemporaryDirectory(prefix: "pixelproof-catalog").url
        try! FileManager.default.createDirectory(at: tokensFolder, withIntermediateDirectories: true)
        writeTokens(accentLight: "#2F6BFF", accentDark: "#5B8CFF")
    }

    var tokensFolder: URL { folder.appendingPathComponent("tokens") }
    var snapshots: URL { folder.appendingPathComponent("__Snapshots__") }
    var artifacts: URL { folder.appendingPathComponent("artifacts") }
    var tokens: TokenSet { try! TokenSet.load(directory: tokensFolder) }

    /// Rewrites the token files; the accent colours are the ones tests change.
    func writeTokens(accentLight: String, accentDark: String, surfaceDark: String = "#1C1C22") {
        write("primitives.tokens.json", #"{"size": {"$type": "dimension", "swatch": {"$value": "8px"}}}"#)
        write("semantic.light.tokens.json", """
            {"color": {"$type": "color", "accent": {"$value": "\(accentLight)"}, "surface": {"$value": "#FFFFFF"}, "text": {"$value": "#111111"}}}
            """)
        write("semantic.dark.tokens.json", """
            {"color": {"$type": "color", "accent": {"$value": "\(accentDark)"}, "surface": {"$value": "\(surfaceDark)"}, "text": {"$value": "#F0F0F0"}}}
            """)
    }

    private func write(_ name: String, _ text: String) {
        try! Data(text.utf8).write(to: tokensFolder.appendingPathComponent(name))
    }

    func remove() { TemporaryDirectory(existing: folder).remove() }

    /// Swatch/accent, Swatch/surface and Card/plain in light and dark: six entries. Only the
    /// swatches of `accent` and the card (its button) read `color.accent`.
    static let entries: [CatalogSnapshot] = ["light", "dark"].flatMap { mode in
        [
            swatch("accent", mode: mode),
            swatch("surface", mode: mode),
            CatalogSnapshot(path: "Card/plain.\(mode)@2x", mode: mode) { set in
                let tokens = try set.resolved(mode: mode)
                var bitmap = Bitmap(width: 12, height: 8, fill: color(tokens, "color.surface"))
                bitmap.fill(Bitmap.Region(x: 2, y: 2, width: 8, height: 1), with: color(tokens, "color.text"))
                bitmap.fill(Bitmap.Region(x: 2, y: 5, width: 4, height: 2), with: color(tokens, "color.accent"))
                return RenderedSnapshot(bitmap: bitmap, tokenPaths: ["color.surface", "color.text", "color.accent"])
            },
        ]
    }

    static func swatch(_ role: String, mode: String) -> CatalogSnapshot {
        CatalogSnapshot(path: "Swatch/\(role).\(mode)@2x", mode: mode) { set in
            let tokens = try set.resolved(mode: mode)
            let side = Int(dimension(tokens, "size.swatch"))
            return RenderedSnapshot(bitmap: Bitmap(width: side, height: side, fill: color(tokens, "color.\(role)")),
                                    tokenPaths: ["size.swatch", "color.\(role)"])
        }
    }

    static func color(_ tokens: ResolvedTokens, _ path: String) -> RGBA8 {
        if case .color(let color)? = tokens.token(path)?.value { return color }
        return RGBA8(r: 255, g: 0, b: 255)
    }

    static func dimension(_ tokens: ResolvedTokens, _ path: String) -> Double {
        if case .dimension(let dimension)? = tokens.token(path)?.value { return dimension.points }
        return 0
    }

    func options(record: SnapshotRecordMode = .never, jobs: Int = 2, complete: Bool = true) -> CatalogRunOptions {
        CatalogRunOptions(root: snapshots, artifacts: artifacts, record: record, jobs: jobs,
                          strategy: TestCatalog.strategy, isComplete: complete)
    }

    static let strategy: Snapshotting<Bitmap, Bitmap> = .image()
}
