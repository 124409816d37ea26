import SwiftUI

/// A form row: a bold title and a trailing-aligned text field. While the field is focused the
/// title takes the accent colour; a password content type shows bullets.
///
/// ```swift
/// TextFieldRow(title: "Email", placeholder: "jane@example.com", contentType: .emailAddress, text: $email)
/// ```
public struct TextFieldRow: View {
    public var title: String
    public var placeholder: String
    public var contentType: TextContentType?
    @Binding public var text: String

    @FocusState private var isTextFieldFocused
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public init(title: String, placeholder: String, contentType: TextContentType? = nil, text: Binding<String>) {
        self.title = title
        self.placeholder = placeholder
        self.contentType = contentType
        _text = text
    }

    public var body: some View {
        Row(leading: {
            // VoiceOver reads the title as the field's label, not as a text of its own.
            Text(title)
                .appText(.headline)
                .foregroundStyle(isTextFieldFocused ? Color.textAccent : Color.textPrimary)
                .accessibilityHidden(true)
        }, trailing: {
            TextInputView(placeholder: placeholder, contentType: contentType, text: $text)
                .accessibilityLabel(Text(title))
                // Beside the title the text hugs the trailing edge; below it (accessibility sizes,
                // where `Row` stacks) it starts under the title.
                .multilineTextAlignment(dynamicTypeSize.isAccessibilitySize ? .leading : .trailing)
                .focused($isTextFieldFocused)
        })
    }
}
