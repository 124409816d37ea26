import SwiftUI

private struct IsLoadingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether components below draw their loading state (buttons swap their label for a spinner).
    public var isLoading: Bool {
        get { self[IsLoadingKey.self] }
        set { self[IsLoadingKey.self] = newValue }
    }
}

extension View {
    /// Components inside draw their loading state.
    ///
    /// ```swift
    /// Button("Delete") { delete() }.buttonStyle(.dsDestructive).loading(isDeleting)
    /// ```
    public func loading(_ isLoading: Bool = true) -> some View {
        environment(\.isLoading, isLoading)
    }
}
