import Foundation
import Raster
import RasterScenes

/// `pixelproof-bench raster [--frames N] [--png PATH] [--rgba PATH]`: times `BenchmarkScene`
/// (median of N frames, each on a fresh canvas), checks `BusyScene` against its pinned SHA-256,
/// and writes the benchmark frame as a PNG (to look at) and as raw RGBA8 bytes (for the pixel
/// comparison with Skia in `scripts/bench.d/raster_peers.py`).
func runRasterBench(_ arguments: [String]) throws {
    var frames = 9
    var pngPath: String?
    var rgbaPath: String?
    var i = 0
    while i < arguments.count {
        switch arguments[i] {
        case "--frames": frames = Int(arguments[i + 1]) ?? frames; i += 2
        case "--png": pngPath = arguments[i + 1]; i += 2
        case "--rgba": rgbaPath = arguments[i + 1]; i += 2
        default: throw RasterBenchError.unknownArgument(arguments[i])
        }
    }
    var times: [Double] = []
    var last: Canvas?
    for _ in 0..<max(1, frames) {
        let start = processCPUMilliseconds()
        let canvas = Canvas(size: BenchmarkScene.size, scale: .x2, background: .white)
        BenchmarkScene.draw(on: canvas)
        times.append(processCPUMilliseconds() - start)
        last = canvas
    }
    times.sort()
    let bitmap = last!.makeBitmap()
    if let pngPath { try PNGCodec.write(bitmap, to: URL(fileURLWithPath: pngPath)) }
    if let rgbaPath { try Data(bitmap.bytes).write(to: URL(fileURLWithPath: rgbaPath)) }
    let busy = SHA256.hex(SHA256.digest(BusyScene.render().makeBitmap().bytes))
    print("median_ms \(String(format: "%.2f", times[times.count / 2]))")
    print("frames \(times.count) \(bitmap.width)x\(bitmap.height)")
    print("scene_sha256 \(SHA256.hex(SHA256.digest(bitmap.bytes)))")
    print("busy_sha256 \(busy) \(busy == BusyScene.pinnedSHA256 ? "matches-pinned" : "DIFFERS-FROM-PINNED")")
}

/// CPU time used by this process, in milliseconds: on a machine shared with other jobs it varies
/// far less than wall time, and the peers' script measures the same way (`time.process_time`).
func processCPUMilliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}

enum RasterBenchError: Error, CustomStringConvertible {
    case unknownArgument(String)

    var description: String {
        switch self {
        case .unknownArgument(let a): return "unknown argument '\(a)'; use --frames N, --png PATH, --rgba PATH"
        }
    }
}
