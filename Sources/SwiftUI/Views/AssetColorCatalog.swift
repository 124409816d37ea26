import Raster
import Synchronization

/// The colour sets of the asset catalogs (`*.xcassets`) inside a bundle, read the way Xcode names
/// them: a colour set's name is its folder name without `.colorset`, prefixed by the names of
/// enclosing folders that provide a namespace (`action/primary/bg`). Each catalog is read once per
/// process. Components may be written as Xcode writes them: fractions (`"0.141"`), 0–255
/// integers (`"36"`) or hexadecimal bytes (`"0x24"`); sRGB, extended sRGB, Display P3 (taken as
/// sRGB) and grey colour spaces.
struct AssetColorCatalog: Sendable {
    /// One colour set: its value for any appearance and, when it has one, for dark.
    struct ColorSet: Sendable, Hashable {
        var any: RGBA8
        var dark: RGBA8?
    }

    private let colors: [String: ColorSet]

    /// The colour set named `name`, if a catalog in the bundle has it.
    func color(named name: String) -> ColorSet? { colors[name] }

    private static let cache = Mutex<[String: AssetColorCatalog]>([:])

    /// The catalogs of the bundle at `bundlePath`, merged (read once per process).
    static func catalog(inBundleAt bundlePath: String) -> AssetColorCatalog {
        if let cached = cache.withLock({ $0[bundlePath] }) { return cached }
        let catalog = AssetColorCatalog(colors: read(bundlePath))
        cache.withLock { $0[bundlePath] = catalog }
        return catalog
    }

    private static func read(_ bundlePath: String) -> [String: ColorSet] {
        var colors: [String: ColorSet] = [:]
        for catalog in catalogs(in: bundlePath, depth: 3) {
            collect(in: catalog, namespace: [], into: &colors)
        }
        return colors
    }

    /// The `*.xcassets` folders at most `depth` levels below `folder`, in name order.
    private static func catalogs(in folder: String, depth: Int) -> [String] {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().flatMap { name -> [String] in
            let path = folder + "/" + name
            if name.hasSuffix(".xcassets") { return [path] }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
            return catalogs(in: path, depth: depth - 1)
        }
    }

    private static func collect(in folder: String, namespace: [String], into colors: inout [String: ColorSet]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if name.hasSuffix(".colorset") {
                let setName = (namespace + [String(name.dropLast(".colorset".count))]).joined(separator: "/")
                if let set = colorSet(at: path + "/Contents.json") { colors[setName] = set }
            } else if !name.contains(".") {
                let providesNamespace = (json(at: path + "/Contents.json")?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                collect(in: path, namespace: providesNamespace ? namespace + [name] : namespace, into: &colors)
            }
        }
    }

    private static func json(at path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func colorSet(at path: String) -> ColorSet? {
        guard let entries = json(at: path)?["colors"] as? [[String: Any]] else { return nil }
        var any: RGBA8?
        var dark: RGBA8?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let value = rgba(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch luminosity {
            case nil, "light": if any == nil || luminosity == nil { any = any ?? value }
            case "dark": dark = value
            default: continue
            }
        }
        return any.map { ColorSet(any: $0, dark: dark) }
    }

    private static func rgba(_ color: [String: Any]) -> RGBA8? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        let alpha = byte(components["alpha"]) ?? 255
        if let white = byte(components["white"]) {
            return RGBA8(r: white, g: white, b: white, a: alpha)
        }
        guard let r = byte(components["red"]), let g = byte(components["green"]), let b = byte(components["blue"]) else { return nil }
        return RGBA8(r: r, g: g, b: b, a: alpha)
    }

    /// A component as Xcode writes it: `"0x24"`, `"36"` (0–255) or `"0.141"` (0–1).
    private static func byte(_ value: Any?) -> UInt8? {
        let text: String
        switch value {
        case let string as String: text = string.trimmingCharacters(in: .whitespaces)
        case let number as NSNumber: text = number.stringValue
        default: return nil
        }
        if text.lowercased().hasPrefix("0x"), let hex = UInt8(text.dropFirst(2), radix: 16) { return hex }
        if !text.contains("."), let integer = Int(text), (0...255).contains(integer) { return UInt8(integer) }
        guard let fraction = Double(text) else { return nil }
        return unitToByte(fraction)
    }
}
