import Foundation
import Raster
import RasterScenes

/// `pixelproof-bench raster [--frames N] [--serve] [--png PATH] [--rgba PATH]`: times
/// `BenchmarkScene` (each frame on a fresh canvas, process CPU time), checks `BusyScene` against
/// its pinned SHA-256, and writes the last benchmark frame as a PNG (to look at) and as raw RGBA8
/// bytes (for the pixel comparison with Skia and Cairo in `scripts/bench.d/raster_peers.py`).
///
/// Without `--serve` it draws N frames at once and prints their median. With `--serve` it is
/// driven round by round through standard input (`scripts/bench.d/raster_rounds.py`, which draws
/// the peers' frames in between): each line holding a number N draws N frames and answers with one
/// line, `times t1 … tN` (CPU ms each); at the end of input it prints the summary below over every
/// frame it drew. Either way the summary is `median_ms`, `min_ms`, `frames`, `scene_sha256`, `busy_sha256`.
func runRasterBench(_ arguments: [String]) throws {
    var frames = 9
    var serve = false
    var pngPath: String?
    var rgbaPath: String?
    var i = 0
    while i < arguments.count {
        let value = i + 1 < arguments.count ? arguments[i + 1] : nil
        switch arguments[i] {
        case "--frames":
            guard let value, let n = Int(value), n > 0 else { throw RasterBenchError.badValue("--frames", value) }
            frames = n; i += 2
        case "--serve": serve = true; i += 1
        case "--png":
            guard let value else { throw RasterBenchError.badValue("--png", nil) }
            pngPath = value; i += 2
        case "--rgba":
            guard let value else { throw RasterBenchError.badValue("--rgba", nil) }
            rgbaPath = value; i += 2
        default: throw RasterBenchError.unknownArgument(arguments[i])
        }
    }
    var frameDrawer = BenchmarkFrames()
    if serve {
        while let line = readLine() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard let n = Int(text), n > 0 else { throw RasterBenchError.badRequest(text) }
            let times = frameDrawer.draw(n)
            print("times " + times.map { String(format: "%.3f", $0) }.joined(separator: " "))
            fflush(nil)  // every stream: the driver waits for this line
        }
        guard frameDrawer.last != nil else { throw RasterBenchError.noFrames }
    } else {
        _ = frameDrawer.draw(frames)
    }
    let times = frameDrawer.times.sorted()
    let bitmap = frameDrawer.last!.makeBitmap()
    if let pngPath { try PNGCodec.write(bitmap, to: URL(fileURLWithPath: pngPath)) }
    if let rgbaPath { try Data(bitmap.bytes).write(to: URL(fileURLWithPath: rgbaPath)) }
    let busy = SHA256.hex(SHA256.digest(BusyScene.render().makeBitmap().bytes))
    print("median_ms \(String(format: "%.2f", times[times.count / 2]))")
    print("min_ms \(String(format: "%.2f", times[0]))")
    print("frames \(times.count) \(bitmap.width)x\(bitmap.height)")
    print("scene_sha256 \(SHA256.hex(SHA256.digest(bitmap.bytes)))")
    print("busy_sha256 \(busy) \(busy == BusyScene.pinnedSHA256 ? "matches-pinned" : "DIFFERS-FROM-PINNED")")
}

/// Draws benchmark frames, each on a fresh canvas, keeping every frame's CPU time and the last
/// canvas (for its bytes).
struct BenchmarkFrames {
    private(set) var times: [Double] = []
    private(set) var last: Canvas?

    /// Draws `count` frames and returns their CPU times in milliseconds.
    mutating func draw(_ count: Int) -> [Double] {
        var drawn: [Double] = []
        for _ in 0..<count {
            let start = processCPUMilliseconds()
            let canvas = Canvas(size: BenchmarkScene.size, scale: .x2, background: .white)
            BenchmarkScene.draw(on: canvas)
            drawn.append(processCPUMilliseconds() - start)
            last = canvas
        }
        times += drawn
        return drawn
    }
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
    case badValue(String, String?)
    case badRequest(String)
    case noFrames

    var description: String {
        switch self {
        case .unknownArgument(let a): return "unknown argument '\(a)'; use --frames N, --serve, --png PATH, --rgba PATH"
        case .badValue(let option, let value): return "\(option) needs \(option == "--frames" ? "a positive number" : "a path"), got \(value.map { "'\($0)'" } ?? "nothing")"
        case .badRequest(let line): return "--serve: expected a line holding a positive number of frames to draw, got '\(line)'"
        case .noFrames: return "--serve: input ended before any frame was asked for"
        }
    }
}
