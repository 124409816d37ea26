import SwiftUI

/// A surface for grouped content: content stacked from the leading edge on the surface colour,
/// rounded, outlined and lifted by the card shadow.
///
/// ```swift
/// DSCard {
///     Text("Weekly report").appText(.title2)
///     Text("3 tasks left").appText(.caption1).foregroundStyle(Color.textSecondary)
/// }
/// ```
public struct DSCard<Content: View>: View {
    private let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Space.sm) {
            content
        }
        .foregroundStyle(Color.textPrimary)
        .padding(Space.lg)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            RoundedRectangle(cornerRadius: Radius.lg)
                .fill(Color.bgSurface)
                .shadow(.card)
        }
        .overlay(
            RoundedRectangle(cornerRadius: Radius.lg)
                .strokeBorder(Color.borderSubtle, lineWidth: Control.borderWidth)
        )
    }
}
