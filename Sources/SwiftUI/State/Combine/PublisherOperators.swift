/// The Combine operators view models commonly chain on `@Published` properties, accepted so
/// the code compiles. Nothing is published in a one-frame snapshot: subscribers are never
/// called, and each operator gives a type-erased publisher of the right output.
///
/// ```swift
/// $query.removeDuplicates().receive(on: DispatchQueue.main)
///     .sink { [weak self] in self?.search($0) }
///     .store(in: &cancellables)
/// ```
extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher(Empty()) }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher(Empty()) }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher(Empty()) }

    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher(Empty()) }

    public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher(Empty()) }

    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher(Empty()) }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        AnyCancellable {}
    }

    public func assign(to published: inout Published<Output>.Publisher) {}
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher(Empty()) }
}

/// Combine's publisher that publishes nothing.
public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) {}
}

/// Combine's namespace of subscriber types.
public enum Subscribers {
    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}
