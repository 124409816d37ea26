import Foundation
import Synchronization

/// The process-wide cache of bundled faces. Each face's metrics file is read and parsed the first
/// time a layout needs it, exactly once per process, under a lock, so concurrent tests share one
/// copy; each band of its mask atlas is decoded on the first draw of one of its glyphs (`BundledFace`).
///
/// The fonts ship inside the package (SwiftPM resources, `Resources/Fonts`), so a face that fails
/// to load means a broken installation: `face(_:)` stops with a message naming the file.
/// `load(_:)` is the throwing form the tests and `preloadAll()` use.
///
/// ```swift
/// let milliseconds = try FontLibrary.shared.preloadAll()   // optional warm-up
/// ```
public final class FontLibrary: Sendable {
    public static let shared = FontLibrary()

    /// An empty cache; the package uses `shared`, tests make their own to watch loading.
    init() {}

    private let faces = Mutex<[FaceDescriptor: BundledFace]>([:])

    /// Why a bundled face could not be loaded.
    public enum LoadError: Error, CustomStringConvertible {
        case missingResource(name: String)
        case unreadable(name: String, reason: String)
        case malformed(name: String, reason: String)

        public var description: String {
            switch self {
            case let .missingResource(name):
                return "bundled font file \(name) is missing from the BitmapText resources; rebuild the package (scripts/import-fonts re-creates the files)"
            case let .unreadable(name, reason):
                return "bundled font file \(name) could not be read: \(reason)"
            case let .malformed(name, reason):
                return "bundled font file \(name) is malformed: \(reason)"
            }
        }
    }

    /// The face, loading it on first use; stops the process if the bundled file is broken.
    func face(_ descriptor: FaceDescriptor) -> BundledFace {
        do {
            return try load(descriptor)
        } catch {
            preconditionFailure(error.description)
        }
    }

    func load(_ descriptor: FaceDescriptor) throws(LoadError) -> BundledFace {
        try faces.withLock { (cache) throws(LoadError) -> BundledFace in
            if let face = cache[descriptor] { return face }
            let face = try FontLibrary.readResource(descriptor.resourceName)
            cache[descriptor] = face
            return face
        }
    }

    /// How many faces the package bundles.
    public static var bundledFaceCount: Int { FaceDescriptor.all.count }

    /// Loads every bundled face's metrics and the atlas band of its first glyph now (for all of
    /// a face's masks, draw a glyph of each band); returns how long it took in milliseconds.
    @discardableResult
    public func preloadAll() throws(LoadError) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for descriptor in FaceDescriptor.all { _ = try load(descriptor).mask(glyph: 0, pixelsPerEm64: 17 * 64, phase: 0) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    private static func readResource(_ name: String) throws(LoadError) -> BundledFace {
        guard let url = Bundle.module.url(forResource: name, withExtension: "ppfont", subdirectory: "Fonts") else {
            throw .missingResource(name: name + ".ppfont")
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw .unreadable(name: name + ".ppfont", reason: "\(error)")
        }
        var bands: [URL] = []
        for band in [name, name + "-1", name + "-2"] {
            guard let url = Bundle.module.url(forResource: band, withExtension: "png", subdirectory: "Fonts") else {
                throw .missingResource(name: band + ".png")
            }
            bands.append(url)
        }
        return try BundledFace(name: name + ".ppfont", bytes: bytes, bandURLs: bands)
    }
}

extension FontLibrary {
    /// Parses a `.ppfont` file as the bundled faces are parsed (without its atlas) and reads
    /// every glyph's kerning against the first: what the `ppfont` fuzz target and tools check.
    public static func validate(fontFile bytes: [UInt8], name: String) throws(LoadError) -> (glyphs: Int, unitsPerEm: Int) {
        let face = try BundledFace(name: name, bytes: bytes, bandURLs: nil)
        for glyph in face.glyphs.indices { _ = face.kerning(glyph, 0) &+ face.kerning(0, glyph) }
        return (face.glyphs.count, face.unitsPerEm)
    }
}
