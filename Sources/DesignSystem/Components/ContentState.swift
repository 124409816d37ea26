/// What an asynchronous screen has to show: still loading, nothing, a failure, no connection, or
/// the loaded value.
///
/// ```swift
/// let state: ContentState<[Document]> = documents.isEmpty ? .empty : .loaded(documents)
/// ```
public enum ContentState<Value> {
    case loading
    case empty
    case failed
    case offline
    case loaded(Value)
}
