import Dispatch
import Foundation

/// Splits an image's rows into bands and runs one job per band on every core, for the per-pixel
/// passes of large images (comparators, the diff image, region finding). Each band's result is
/// returned in band order and every band covers fixed rows, so a pass whose bands write disjoint
/// rows and whose results are combined in order (sums, maxima) gives the same bytes and numbers
/// whatever the core count or timing. Small images run in one band on the calling thread, and
/// so does every pass inside `onCallingThread` (a catalog run that already keeps every core busy
/// with one snapshot each: bands would only add threads, wake-ups and their memory arenas).
///
/// ```swift
/// let counts = RowBands.run(width: width, height: height) { rows in countDifferences(in: rows) }
/// let total = counts.reduce(0, +)
/// ```
package enum RowBands {
    /// Below this many pixels one band does all rows (the threads would cost more than they save).
    static let minimumPixels = 1 << 18

    /// When true, every pass runs in one band on the calling thread (tests compare both ways).
    @TaskLocal package static var singleBand = false

    /// The cores, read once: `activeProcessorCount` reads the cgroup files on every call (four
    /// system calls each), and a pass asks for every image.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// Runs `body` with every pass in one band on this thread (`singleBand`), for work that is
    /// already spread over the cores one image per thread. The same bytes and counts either way.
    package static func onCallingThread<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $singleBand.withValue(true, operation: body)
    }

    /// `body` is called for bands of rows covering `0..<height` in order; band boundaries are
    /// multiples of `alignment` rows (for passes that group rows into tiles).
    static func run<Result>(width: Int, height: Int, alignment: Int = 1, _ body: (Range<Int>) -> Result) -> [Result] {
        let units = (height + alignment - 1) / max(1, alignment)
        guard width * height >= minimumPixels, units >= 2, !singleBand, cores > 1 else { return [body(0..<height)] }
        // A few bands per core, so a core that finishes early (or a busy machine) evens out.
        let count = min(units, cores * 4)
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(body) { body in
            let shared = Shared(body: body, results: results)
            DispatchQueue.concurrentPerform(iterations: count) { band in
                let lower = min(height, units * band / count * alignment)
                let upper = min(height, units * (band + 1) / count * alignment)
                shared.results[band] = shared.body(lower..<upper)
            }
        }
        return results.map { $0! }
    }

    /// The job and the result slots, handed to the worker threads. Each band writes only its own
    /// slot, and `concurrentPerform` returns after every band has finished.
    private struct Shared<Result>: @unchecked Sendable {
        let body: (Range<Int>) -> Result
        let results: UnsafeMutableBufferPointer<Result?>
    }
}
