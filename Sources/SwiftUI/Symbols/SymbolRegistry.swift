import Raster
import Synchronization

/// Symbols a package adds to `Image(systemName:)` (Pixelproof's, not SwiftUI's API): drawings on
/// the 20-unit grid, registered once (typically in a test's set-up) for the whole process. A
/// registered name wins over a bundled one. Custom symbols can also live in an asset catalog as
/// `name.symbolset/*.svg` and be drawn with `Image("name", bundle: .module)`.
///
/// ```swift
/// SymbolRegistry.register(name: "brand.logo", path: Path { p in
///     p.addEllipse(in: CGRect(x: 2, y: 2, width: 16, height: 16))
/// })
/// try SymbolRegistry.register(name: "brand.wave", svgPathData: "M2 10 Q6 4 10 10 T18 10", lineWidth: 1.7)
/// ```
public enum SymbolRegistry {
    private static let registered = Mutex<[String: Icon]>([:])

    /// Registers `path` (20 × 20 units unless `width`/`height` say otherwise, y down), filled, or
    /// stroked with round caps when `lineWidth` is given.
    public static func register(name: String, path: Path, lineWidth: CGFloat? = nil, width: CGFloat = 20, height: CGFloat = 20) {
        register(Icon(name: name, width: Double(width), height: Double(height),
                      parts: [Icon.Part(path: path.storage, lineWidth: lineWidth.map { Double($0) })]))
    }

    /// Registers SVG path data (`M L H V C S Q T A Z`) on the 20-unit grid.
    public static func register(name: String, svgPathData: String, lineWidth: CGFloat? = nil, width: CGFloat = 20, height: CGFloat = 20) throws {
        let path = try SymbolPathData.parse(svgPathData)
        register(Icon(name: name, width: Double(width), height: Double(height), parts: [Icon.Part(path: path, lineWidth: lineWidth.map { Double($0) })]))
    }

    /// Registers a finished icon.
    public static func register(_ icon: Icon) {
        registered.withLock { $0[icon.name] = icon }
    }

    /// Removes a registered symbol.
    public static func unregister(name: String) {
        _ = registered.withLock { $0.removeValue(forKey: name) }
    }

    /// The symbol named `name`: registered, else bundled.
    public static func symbol(named name: String) -> Icon? {
        registered.withLock { $0[name] } ?? IconSet.standard[name]
    }

    /// Every known name, sorted.
    public static var names: [String] {
        Array(Set(registered.withLock { Array($0.keys) } + IconSet.standard.names)).sorted()
    }

    /// Up to `limit` known names closest to `name` by edit distance (ties in name order).
    public static func nearestNames(to name: String, limit: Int = 3) -> [String] {
        names.map { ($0, editDistance(name, $0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    static func unknownSymbolMessage(_ name: String) -> String {
        "unknown symbol '\(name)' in Image(systemName:): Pixelproof draws \(names.count) SF Symbols names (our own drawings); nearest: "
            + nearestNames(to: name).joined(separator: ", ")
            + "; use one of those, or register a drawing with SymbolRegistry.register(name: \"\(name)\", path:) or as \(name).symbolset in an asset catalog"
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in 1...max(1, y.count) where !y.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }
}
