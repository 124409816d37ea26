import Snapshots
import Foundation

/// Runs `count` independent jobs on `jobs` threads and hands each result to `deliver` in index
/// order, as soon as it and every earlier one are done. So output is the same whatever the thread
/// count or timing, and streams instead of waiting for the end. Only results wait in the buffer,
/// so callers keep results small (no images). On more than one thread each job's image passes
/// run on its own thread (`RowBands.onCallingThread`): the jobs already keep the cores busy.
///
/// ```swift
/// OrderedParallelWork.run(count: entries.count, jobs: 4, work: { verify(entries[$0]) },
///                         deliver: { index, result in print(result.identifier) })
/// ```
enum OrderedParallelWork {
    static func run<Result>(count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result,
                            deliver: @escaping (Int, Result) -> Void) {
        let state = State<Result>(deliver: deliver)
        let threads = max(1, min(jobs, count))
        if threads == 1 {
            for index in 0..<count { state.finish(index, work(index)) }
            return
        }
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                RowBands.onCallingThread {
                    while let index = state.claim(below: count) { state.finish(index, work(index)) }
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }

    private final class State<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var nextToDeliver = 0
        private var waiting: [Int: Result] = [:]
        private let deliver: (Int, Result) -> Void

        init(deliver: @escaping (Int, Result) -> Void) { self.deliver = deliver }

        func claim(below count: Int) -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        /// Delivery happens under the lock, so `deliver` never runs on two threads at once.
        func finish(_ index: Int, _ result: Result) {
            lock.withLock {
                waiting[index] = result
                while let ready = waiting.removeValue(forKey: nextToDeliver) {
                    deliver(nextToDeliver, ready)
                    nextToDeliver += 1
                }
            }
        }
    }
}
