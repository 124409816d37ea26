/// Menus and swipe actions a view offers on interaction, like SwiftUI's: not drawn in a
/// snapshot (nobody long-presses or swipes), and their content closures are not called.
///
/// ```swift
/// MessageRow(message)
///     .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) { delete(message) } }
///     .contextMenu { Button("Copy") { copy(message) } }
/// ```
extension View {
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }

    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// The actions a list row offers for deletion and moving are set on `ForEach` in SwiftUI;
    /// `deleteDisabled` and `moveDisabled` are accepted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading
    case trailing
}
