import Foundation
import Raster
import Synchronization

/// Where `Image("name", bundle:)` finds its pixels, read the way Xcode and iOS name them:
/// image sets in the bundle's asset catalogs (`Assets.xcassets/Icons/back.imageset/Contents.json`
/// with 1x/2x/3x files or one universal file; folders that provide a namespace prefix the name,
/// `Icons/back`), else PNG files in the bundle (`name.png`, `name@2x.png`, `name@3x.png`, at
/// most three folders deep), and custom symbols (`name.symbolset/*.svg`). Catalog listings are
/// read once per process per bundle; decoded PNGs are cached by path.
enum ImageAssetCatalog {
    /// One file of an image at a scale (`nil`: a universal image without a scale, taken as 1x).
    struct Variant: Sendable, Hashable {
        var scale: Int?
        var path: String
    }

    /// What a bundle has under one name.
    enum Asset: Sendable, Hashable {
        case bitmap([Variant])
        case symbol(svgPath: String)
    }

    struct Listing: Sendable {
        var assets: [String: Asset]
        /// The catalogs and folders searched, for messages.
        var searched: [String]
    }

    private static let listings = Mutex<[String: Listing]>([:])
    private static let bitmaps = Mutex<[String: Result<Pixmap, PNGError>]>([:])

    /// The bundle's images, listed once per process.
    static func listing(inBundleAt bundlePath: String) -> Listing {
        if let cached = listings.withLock({ $0[bundlePath] }) { return cached }
        let listing = read(bundlePath)
        listings.withLock { $0[bundlePath] = listing }
        return listing
    }

    /// The variant iOS picks for a display `scale`: that scale, else the next larger, else the largest.
    static func pick(_ variants: [Variant], for scale: Int) -> Variant? {
        let sorted = variants.sorted { ($0.scale ?? 1, $0.path) < ($1.scale ?? 1, $1.path) }
        return sorted.first { ($0.scale ?? 1) == scale } ?? sorted.first { ($0.scale ?? 1) > scale } ?? sorted.last
    }

    /// The decoded, premultiplied pixels of the PNG at `path` (cached).
    static func pixels(at path: String) -> Result<Pixmap, PNGError> {
        if let cached = bitmaps.withLock({ $0[path] }) { return cached }
        let result: Result<Pixmap, PNGError>
        do {
            result = .success(Pixmap(try PNGCodec.read(contentsOf: URL(fileURLWithPath: path))))
        } catch let error as PNGError {
            result = .failure(error)
        } catch {
            result = .failure(.unreadable(path: path, reason: String(describing: error)))
        }
        bitmaps.withLock { $0[path] = result }
        return result
    }

    private static func read(_ bundlePath: String) -> Listing {
        var assets: [String: Asset] = [:]
        var searched: [String] = []
        let catalogs = folders(in: bundlePath, depth: 3).filter { $0.hasSuffix(".xcassets") }
        for catalog in catalogs {
            searched.append(catalog)
            collect(in: catalog, namespace: [], into: &assets)
        }
        searched.append(bundlePath + " (PNG files)")
        var plain: [String: [Variant]] = [:]
        for file in pngFiles(in: bundlePath, depth: 3) {
            var base = (file as NSString).lastPathComponent
            base = String(base.dropLast(4))
            var scale: Int?
            for factor in [2, 3, 1] where base.hasSuffix("@\(factor)x") {
                scale = factor
                base = String(base.dropLast(3))
            }
            plain[base, default: []].append(Variant(scale: scale ?? 1, path: file))
        }
        for (name, variants) in plain where assets[name] == nil { assets[name] = .bitmap(variants) }
        return Listing(assets: assets, searched: searched)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Folders at most `depth` levels below `folder`, catalogs not entered.
    private static func folders(in folder: String, depth: Int) -> [String] {
        guard depth > 0 else { return [] }
        return names(in: folder).flatMap { name -> [String] in
            let path = folder + "/" + name
            guard isDirectory(path) else { return [] }
            if name.hasSuffix(".xcassets") { return [path] }
            return [path] + folders(in: path, depth: depth - 1)
        }
    }

    private static func pngFiles(in folder: String, depth: Int) -> [String] {
        guard depth > 0 else { return [] }
        return names(in: folder).flatMap { name -> [String] in
            let path = folder + "/" + name
            if name.lowercased().hasSuffix(".png") { return isDirectory(path) ? [] : [path] }
            guard !name.contains("."), isDirectory(path) else { return [] }
            return pngFiles(in: path, depth: depth - 1)
        }
    }

    private static func json(at path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func collect(in folder: String, namespace: [String], into assets: inout [String: Asset]) {
        for name in names(in: folder) {
            let path = folder + "/" + name
            guard isDirectory(path) else { continue }
            if name.hasSuffix(".imageset") {
                let setName = (namespace + [String(name.dropLast(".imageset".count))]).joined(separator: "/")
                assets[setName] = .bitmap(imageSet(at: path))
            } else if name.hasSuffix(".symbolset") {
                let setName = (namespace + [String(name.dropLast(".symbolset".count))]).joined(separator: "/")
                if let svg = names(in: path).first(where: { $0.lowercased().hasSuffix(".svg") }) {
                    assets[setName] = .symbol(svgPath: path + "/" + svg)
                }
            } else if !name.contains(".") {
                let providesNamespace = (json(at: path + "/Contents.json")?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                collect(in: path, namespace: providesNamespace ? namespace + [name] : namespace, into: &assets)
            }
        }
    }

    /// The files of an image set: each `images` entry with a `filename`, its `scale` ("2x") or
    /// none (universal). Entries for other idioms than universal/iphone are skipped.
    private static func imageSet(at folder: String) -> [Variant] {
        let entries = json(at: folder + "/Contents.json")?["images"] as? [[String: Any]] ?? []
        return entries.compactMap { entry in
            guard let file = entry["filename"] as? String else { return nil }
            if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { return nil }
            if entry["appearances"] != nil { return nil }
            let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) }
            return Variant(scale: scale, path: folder + "/" + file)
        }
    }
}
