import SwiftUI

/// The one way a list or an asynchronous screen draws its states: a skeleton while loading, an
/// empty state, a failure with Try Again, an offline notice, or the content. Screens never make
/// their own spinners or "No results" text.
///
/// ```swift
/// ContentStateView(state: state, emptyTitle: "No Documents", retry: reload) { documents in
///     ForEach(documents) { ListRow(title: $0.name) }
/// }
/// ```
public struct ContentStateView<Value, Content: View>: View {
    public var state: ContentState<Value>
    public var emptyTitle: String
    public var emptyMessage: String?
    private let retry: (() -> Void)?
    private let content: (Value) -> Content

    public init(state: ContentState<Value>, emptyTitle: String = "Nothing Here Yet", emptyMessage: String? = nil,
                retry: (() -> Void)? = nil, @ViewBuilder content: @escaping (Value) -> Content) {
        self.state = state
        self.emptyTitle = emptyTitle
        self.emptyMessage = emptyMessage
        self.retry = retry
        self.content = content
    }

    public var body: some View {
        switch state {
        case .loading:
            SkeletonList()
        case .empty:
            EmptyState(systemImage: "tray", title: emptyTitle, message: emptyMessage)
        case .failed:
            EmptyState(systemImage: "exclamationmark.triangle", title: "Couldn't Load",
                       message: "Something went wrong on our side.", actionTitle: retry == nil ? nil : "Try Again",
                       action: retry ?? {})
        case .offline:
            EmptyState(systemImage: "wifi.slash", title: "You're Offline",
                       message: "Connect to the internet to see the latest.", actionTitle: retry == nil ? nil : "Try Again",
                       action: retry ?? {})
        case .loaded(let value):
            content(value)
        }
    }
}
