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
        HStack(spacing: Space.sm) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(Color.textPlaceholder)
            TextInputView(placeholder: placeholder, contentType: nil, text: $text)
                .focused($isFocused)
            if !text.isEmpty {
                Image(systemName: "xmark")
                    .appText(.footnote)
                    .foregroundStyle(Color.textSecondary)
            }
        }
        .appText(.body)
        .padding(.horizontal, Space.md)
        .frame(maxWidth: .infinity, minHeight: Control.minHeight)
        .background(Color.bgSurface, in: RoundedRectangle(cornerRadius: Radius.md))
        .overlay {
            if isFocused {
                RoundedRectangle(cornerRadius: Radius.md)
                    .strokeBorder(Color.focusRing, lineWidth: Control.focusRingWidth)
            }
        }
    }
}
