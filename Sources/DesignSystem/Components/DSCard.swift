import SwiftUI

/// A surface for grouped content: content stacked from the leading edge on the surface colour,
/// rounded, outlined and lifted by the card shadow.
///
/// ```swift
/// DSCard {
///     Text("Weekly report").appText(.title2)
///     Text("3 tasks left").appText(.caption1).foregroundStyle(Theme.color(.textSecondary))
/// }
/// ```
public struct DSCard<Content: View>: View {
    private let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Theme.length(.spaceSm)) {
            content
        }
        .foregroundStyle(Theme.color(.textPrimary))
        .padding(Theme.length(.spaceLg))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            RoundedRectangle(cornerRadius: Theme.length(.radiusLg))
                .fill(Theme.color(.bgSurface))
                .shadow(.card)
        }
        .overlay(
            RoundedRectangle(cornerRadius: Theme.length(.radiusLg))
                .strokeBorder(Theme.color(.borderSubtle), lineWidth: Theme.length(.controlBorderWidth))
        )
    }
}
