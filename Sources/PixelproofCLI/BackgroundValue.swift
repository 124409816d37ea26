import Foundation

/// A value computed on a thread of its own from the moment it is made; `value()` waits for it
/// and may be called again (from any thread). For work a command needs later that should not
/// hold up what comes first: the review's design-debt line, and its head token set loaded while
/// the base set is.
///
/// ```swift
/// let head = BackgroundValue { Result { try TokenSource.load(headSpec, in: folder) } }
/// let base = try TokenSource.load(baseSpec, in: folder)
/// let headSet = try head.value().get()
/// ```
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    // Written once by the working thread before `done` is signalled, read only after.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            result = work()
            done.signal()
        }
    }

    func value() -> Value {
        done.wait()
        done.signal()
        return result!
    }
}
