import SwiftUI

/// The margins of a screen's content: the horizontal screen margin and a smaller top inset.
///
/// ```swift
/// VStack { … }.dsScreenPadding()
/// ```
public struct DSScreenPadding: ViewModifier {
    public init() {}

    public func body(content: Content) -> some View {
        content
            .padding(.horizontal, Space.lg)
            .padding(.top, Space.md)
    }
}

extension View {
    /// Pads this view like a screen's content (`DSScreenPadding`).
    public func dsScreenPadding() -> some View {
        modifier(DSScreenPadding())
    }
}
