import SwiftUI

/// A search box: a magnifying glass, the query (or the placeholder) and, once something is
/// typed, a clear mark, on the surface colour with rounded corners; focused, it gains the focus
/// ring.
///
/// ```swift
/// SearchField(text: $query)
/// SearchField(placeholder: "Search documents", text: $query)
/// ```
public struct SearchField: View {
    public var placeholder: String
    @Binding public var text: String

    @FocusState private var isFocused

    public init(placeholder: String = "Search", text: Binding<String>) {
        self.placeholder = placeholder
        _text = text
    }

    public var body: some View {
        HStack(spacing: Theme.length(.spaceSm)) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(Theme.color(.textPlaceholder))
            TextInputView(placeholder: placeholder, contentType: nil, text: $text)
                .focused($isFocused)
            if !text.isEmpty {
                Image(systemName: "xmark")
                    .appText(.footnote)
                    .foregroundStyle(Theme.color(.textSecondary))
            }
        }
        .appText(.body)
        .padding(.horizontal, Theme.length(.spaceMd))
        .frame(maxWidth: .infinity, minHeight: Theme.length(.controlMinHeight))
        .background(Theme.color(.bgSurface), in: RoundedRectangle(cornerRadius: Theme.length(.radiusMd)))
        .overlay {
            if isFocused {
                RoundedRectangle(cornerRadius: Theme.length(.radiusMd))
                    .strokeBorder(Theme.color(.focusRing), lineWidth: Theme.length(.controlFocusRingWidth))
            }
        }
    }
}
