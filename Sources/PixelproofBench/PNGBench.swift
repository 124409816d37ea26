import CPNGGlue
import Foundation
import Raster

/// `pixelproof-bench png write DIR | measure DIR | tune DIR`, driven by `scripts/bench.d/png.sh`:
/// - `write` stores each benchmark image as `NAME.rgba` (raw bytes for the peers) and `NAME.png`;
/// - `measure` prints one line per image: our encode and decode times and size, and plain
///   libpng's decode time on the same file, to its own row format and to RGBA8
///   (`name=… encode_ms=… size=… decode_ms=… libpng_ms=… libpng_rgba_ms=…`);
/// - `tune` prints size and encode time for candidate zlib levels, strategies and filters.
/// Times are CPU time of the calling thread, the fastest of several runs: the machine is shared,
/// and CPU time with the minimum is the least disturbed by other processes.
enum PNGBench {
    static func run(_ arguments: [String]) throws {
        guard arguments.count == 2, let folder = Optional(URL(fileURLWithPath: arguments[1], isDirectory: true)) else {
            throw PNGBenchError.usage("png write|measure|tune DIR")
        }
        switch arguments[0] {
        case "write": try write(to: folder)
        case "measure": try measure()
        case "tune": tune()
        default: throw PNGBenchError.usage("png write|measure|tune DIR")
        }
    }

    private static func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bitmap) in PNGBenchImages.all() {
            try AtomicFile.write(bitmap.bytes, to: folder.appendingPathComponent("\(name).rgba"))
            try PNGCodec.write(bitmap, to: folder.appendingPathComponent("\(name).png"))
        }
    }

    private static func measure() throws {
        for (name, bitmap) in PNGBenchImages.all() {
            var encoded: [UInt8] = []
            let encodeSeconds = try fastest { encoded = try PNGCodec.encode(bitmap) }
            let decodeSeconds = try fastest { _ = try PNGCodec.decode(encoded) }
            let libpngSeconds = try fastest { try decodeWithPlainLibPNG(encoded, toRGBA8: false) }
            let libpngRGBASeconds = try fastest { try decodeWithPlainLibPNG(encoded, toRGBA8: true) }
            let header = try PNGHeader(encoded)
            print("name=\(name) width=\(bitmap.width) height=\(bitmap.height) form=\(header.colorType)/\(header.bitDepth)",
                  "encode_ms=\(milliseconds(encodeSeconds)) size=\(encoded.count)",
                  "decode_ms=\(milliseconds(decodeSeconds)) libpng_ms=\(milliseconds(libpngSeconds))",
                  "libpng_rgba_ms=\(milliseconds(libpngRGBASeconds))")
        }
    }

    /// Candidate settings against the canonical ones, on every image.
    private static func tune() {
        var candidates: [(String, pp_png_compression)] = [("canonical", pp_png_canonical_compression())]
        for level: Int32 in [6, 7, 8, 9] {
            candidates.append(("level \(level) mem 8 filter none", settings(level: level)))
            candidates.append(("level \(level) mem 8 filter none/up-if-repeated", settings(level: level, filter: repeatedUp)))
        }
        candidates.append(("level 9 mem 9 filter none", settings(level: 9, memLevel: 9)))
        candidates.append(("level 9 mem 8 filter none strategy filtered", settings(level: 9, strategy: Strategy.filtered)))
        for (filter, filterName) in [(1, "sub"), (2, "up"), (3, "average"), (4, "paeth")] {
            candidates.append(("level 9 mem 8 filter \(filterName)", settings(level: 9, filter: Int32(filter))))
        }
        // deflateTune good/lazy/nice/chain on level 9 (level 9's own: 32/258/258/4096).
        for (good, lazy, nice, chain) in [(4, 258, 258, 512), (4, 258, 258, 768), (4, 258, 258, 1024), (4, 258, 258, 2048), (32, 258, 258, 512), (4, 16, 258, 512), (4, 258, 128, 512)] {
            var tuned = settings(level: 9)
            tuned.good_length = Int32(good)
            tuned.max_lazy = Int32(lazy)
            tuned.nice_length = Int32(nice)
            tuned.max_chain = Int32(chain)
            candidates.append(("level 9 mem 8 filter none tune \(good)/\(lazy)/\(nice)/\(chain)", tuned))
            tuned.filter = repeatedUp
            candidates.append(("level 9 mem 8 filter none/up-if-repeated tune \(good)/\(lazy)/\(nice)/\(chain)", tuned))
        }
        // The smallest filter per row (photographs) with each zlib strategy; "canonical" is the measured choice.
        for (strategy, strategyName) in [(Strategy.standard, ""), (Strategy.filtered, " strategy filtered"),
                                         (Strategy.huffmanOnly, " strategy huffman-only"), (Strategy.rle, " strategy rle")] {
            var tuned = pp_png_canonical_compression()
            tuned.filter = smallestPerRow
            tuned.zlib_strategy = strategy
            candidates.append(("level 9 mem 8 filter smallest-per-row\(strategyName) tune 4/258/258/512", tuned))
        }
        let only = ProcessInfo.processInfo.environment["PNG_TUNE_ONLY"]
        for (name, bitmap) in PNGBenchImages.all() {
            for (label, settings) in candidates where only.map({ label.contains($0) || label == "canonical" }) ?? true {
                var size = 0
                let seconds = (try? fastest(runs: 5) { size = encode(bitmap, settings) }) ?? 0
                print("name=\(name) settings=\"\(label)\" size=\(size) encode_ms=\(milliseconds(seconds))")
            }
        }
    }

    private static let repeatedUp = Int32(PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED)
    private static let smallestPerRow = Int32(PP_PNG_FILTER_SMALLEST_PER_ROW)

    /// zlib's strategies (macros the glue's header does not export).
    private enum Strategy {
        static let standard: Int32 = 0, filtered: Int32 = 1, huffmanOnly: Int32 = 2, rle: Int32 = 3
    }

    private static func settings(level: Int32, memLevel: Int32 = 8, strategy: Int32 = Strategy.standard, filter: Int32 = 0) -> pp_png_compression {
        var compression = pp_png_canonical_compression()
        compression.zlib_level = level
        compression.zlib_mem_level = memLevel
        compression.zlib_strategy = strategy
        compression.filter = filter
        compression.good_length = 0
        compression.max_lazy = 0
        compression.nice_length = 0
        compression.max_chain = 0
        return compression
    }

    private static func encode(_ bitmap: Bitmap, _ settings: pp_png_compression) -> Int {
        var compression = settings
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var error = pp_png_error()
        _ = bitmap.withUnsafeBytes { pixels in
            pp_png_encode_rgba8(pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(bitmap.width),
                                UInt32(bitmap.height), &compression, &output, &size, &error)
        }
        pp_png_free(output)
        return size
    }

    /// libpng reading the file's own rows with no transformation: the baseline for decode speed.
    private static func decodeWithPlainLibPNG(_ file: [UInt8], toRGBA8: Bool) throws {
        var error = pp_png_error()
        guard pp_png_decode_plain(file, file.count, toRGBA8 ? 1 : 0, &error) == 0 else { throw PNGBenchError.usage("libpng refused the file") }
    }

    /// The fastest of at least `runs` runs, repeating for at least 1 s.
    private static func fastest(runs: Int = 15, _ body: () throws -> Void) throws -> Double {
        var best = Double.infinity, total = 0.0, count = 0
        while count < runs || total < 1.0 {
            let start = now()
            try body()
            let elapsed = now() - start
            best = min(best, elapsed)
            total += elapsed
            count += 1
        }
        return best
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.3f", seconds * 1000)
    }
}

enum PNGBenchError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self {
        case .usage(let text): return "usage: pixelproof-bench \(text)"
        }
    }
}
