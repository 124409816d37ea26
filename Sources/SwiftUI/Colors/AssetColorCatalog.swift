import Foundation
import Raster
import Synchronization

extension Color {
    /// The colour set `name` of an asset catalog (`*.xcassets/…/name.colorset/Contents.json`)
    /// in `bundle`'s resources (the main bundle when nil), with its Any and Dark appearances.
    /// Looked up when the colour is drawn; a name no catalog has is reported as a layout problem
    /// naming the colour and the folder searched.
    ///
    /// ```swift
    /// Text("Hi").foregroundStyle(Color("BrandPrimary", bundle: .module))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        self.init(storage: .asset(name: name, bundlePath: bundle.resourceURL?.path ?? bundle.bundlePath))
    }
}

extension ResolveContext {
    /// An asset catalog colour in this environment's colour scheme, or the missing-colour
    /// magenta with the problem reported.
    func resolveAssetColor(_ name: String, bundlePath: String) -> ResolvedColor {
        switch AssetColorCatalog.shared.colorSet(named: name, under: bundlePath) {
        case .success(let set):
            return ResolvedColor(scheme == .dark ? set.dark ?? set.any : set.light ?? set.any)
        case .failure(let problem):
            session.report(problem)
            return ResolvedColor(RenderSession.missingColor)
        }
    }
}

/// One colour set: the Any appearance and, when given, the Light and Dark ones.
struct AssetColorSet: Equatable {
    var any: RGBA8
    var light: RGBA8?
    var dark: RGBA8?
}

/// Finds and reads colour sets in the asset catalogs under a resources folder. Each folder is
/// indexed once per process (paths sorted, so the first match is the same everywhere); a name
/// is the colour set's folder name, prefixed by the names of enclosing folders that say
/// `"provides-namespace": true`, as Xcode names them.
final class AssetColorCatalog: Sendable {
    static let shared = AssetColorCatalog()

    private let indexes = Mutex<[String: [String: String]]>([:])

    func colorSet(named name: String, under root: String) -> Result<AssetColorSet, LayoutError> {
        let index = indexes.withLock { cached in
            if let index = cached[root] { return index }
            let index = AssetColorCatalog.index(root)
            cached[root] = index
            return index
        }
        guard let path = index[name] else { return .failure(.unknownColor(name: name, bundlePath: root)) }
        let file = path + "/Contents.json"
        do {
            return .success(try AssetColorSetParser.parse(Data(contentsOf: URL(fileURLWithPath: file))))
        } catch let error as AssetColorSetParser.Problem {
            return .failure(.invalidColorSet(path: file, reason: error.reason))
        } catch {
            return .failure(.invalidColorSet(path: file, reason: "unreadable (\(error))"))
        }
    }

    /// Colour set name → folder, for every `.colorset` inside an `.xcassets` under `root`.
    static func index(_ root: String) -> [String: String] {
        let manager = FileManager.default
        guard let all = manager.enumerator(atPath: root)?.allObjects as? [String] else { return [:] }
        var result: [String: String] = [:]
        for relative in all.sorted() where relative.hasSuffix(".colorset") {
            let parts = relative.split(separator: "/").map(String.init)
            guard let catalog = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }), catalog < parts.count - 1 else { continue }
            var names: [String] = []
            for depth in (catalog + 1)..<(parts.count - 1) {
                let folder = root + "/" + parts[...depth].joined(separator: "/")
                if providesNamespace(folder) { names.append(parts[depth]) }
            }
            names.append(String(parts[parts.count - 1].dropLast(".colorset".count)))
            let name = names.joined(separator: "/")
            if result[name] == nil { result[name] = root + "/" + relative }
        }
        return result
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
