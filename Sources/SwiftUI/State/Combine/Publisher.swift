/// The part of Combine's `Publisher` that SwiftUI code names (Linux has no Combine): a type
/// that declares what it would publish. Nothing subscribes in a one-frame snapshot, so
/// `onReceive` accepts publishers and never calls its closure.
///
/// ```swift
/// let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
/// Text("Tick").onReceive(timer) { _ in progress += 1 }
/// ```
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Combine's type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

extension Publisher {
    /// This publisher, type-erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// Combine's publisher of one value.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

/// Combine's publisher of values sent to it (nothing subscribes in a snapshot).
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ input: Output) {}
}

/// Combine's publisher of a current value; `value` holds what was last sent.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) { value = input }
}

/// Combine's subscription handle.
public final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public func cancel() { cancelAction() }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Combine's namespace of publisher types.
public enum Publishers {
    /// A connectable publisher connected on first subscription (`autoconnect()`).
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
    }
}

extension Timer {
    /// Combine's timer publisher: `Timer.publish(every:on:in:)`. It never fires in a snapshot.
    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        init(interval: TimeInterval) { self.interval = interval }

        /// The publisher connected on first subscription.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }
    }

    /// A publisher of dates every `interval` seconds (Combine's spelling; it never fires here).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}

extension RunLoop {
    /// Combine's scheduler options for a run loop (none exist).
    public struct SchedulerOptions: Sendable {}
}
