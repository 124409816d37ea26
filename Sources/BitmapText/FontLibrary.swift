import Foundation
import Synchronization

/// The process-wide cache of bundled strikes. Each BDF resource is read and parsed the first
/// time a layout or drawing needs it, exactly once per process, under a lock, so concurrent
/// tests share one copy.
///
/// The fonts ship inside the package (SwiftPM resources, `Resources/Fonts`), so a strike that
/// fails to load means a broken installation: `strike(_:)` stops with the parser's message.
/// `load(_:)` is the throwing form the tests and `preloadAll()` use.
///
/// ```swift
/// let milliseconds = try FontLibrary.shared.preloadAll()   // optional warm-up
/// ```
public final class FontLibrary: Sendable {
    public static let shared = FontLibrary()

    /// An empty cache; the package uses `shared`, tests make their own to watch loading.
    init() {}

    private let strikes = Mutex<[StrikeDescriptor: FontStrike]>([:])

    /// Why a bundled strike could not be loaded.
    public enum LoadError: Error, CustomStringConvertible {
        case missingResource(name: String)
        case unreadable(name: String, reason: String)
        case malformed(BDFError)

        public var description: String {
            switch self {
            case let .missingResource(name):
                return "bundled font \(name).bdf is missing from the BitmapText resources; rebuild the package (scripts/import-fonts re-creates the files)"
            case let .unreadable(name, reason):
                return "bundled font \(name).bdf could not be read: \(reason)"
            case let .malformed(error):
                return "bundled font is malformed: \(error)"
            }
        }
    }

    /// The strike, loading it on first use; stops the process if the bundled file is broken.
    func strike(_ descriptor: StrikeDescriptor) -> FontStrike {
        do {
            return try load(descriptor)
        } catch {
            preconditionFailure(error.description)
        }
    }

    func load(_ descriptor: StrikeDescriptor) throws(LoadError) -> FontStrike {
        try strikes.withLock { (cache) throws(LoadError) -> FontStrike in
            if let strike = cache[descriptor] { return strike }
            let strike = FontStrike(descriptor: descriptor, font: try FontLibrary.readResource(descriptor))
            cache[descriptor] = strike
            return strike
        }
    }

    /// How many strikes (BDF files) the package bundles.
    public static var bundledStrikeCount: Int { StrikeCatalog.all.count }

    /// Loads every bundled strike now; returns how long it took in milliseconds.
    @discardableResult
    public func preloadAll() throws(LoadError) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for descriptor in StrikeCatalog.all { _ = try load(descriptor) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    private static func readResource(_ descriptor: StrikeDescriptor) throws(LoadError) -> BDFFont {
        let name = descriptor.resourceName
        guard let url = Bundle.module.url(forResource: name, withExtension: "bdf", subdirectory: "Fonts") else {
            throw .missingResource(name: name)
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw .unreadable(name: name, reason: "\(error)")
        }
        do {
            return try BDFParser.parse(bytes, fileName: name + ".bdf")
        } catch {
            throw .malformed(error)
        }
    }
}
