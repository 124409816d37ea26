import SwiftUI

/// A titled text field on its own: the title above, the field in an outlined box, and below it
/// either helper text or, when `error` is set, the error message with a warning icon and the
/// outline in the error colour. Focused, the outline takes the focus colour and width.
///
/// ```swift
/// DSTextField(title: "Email", placeholder: "jane@example.com", text: $email,
///             helper: "We never share it.", error: emailError)
/// ```
public struct DSTextField: View {
    public var title: String
    public var placeholder: String
    public var contentType: TextContentType?
    public var helper: String?
    public var error: String?
    @Binding public var text: String

    @FocusState private var isFocused
    @Environment(\.isEnabled) private var isEnabled

    public init(title: String, placeholder: String, contentType: TextContentType? = nil, text: Binding<String>,
                helper: String? = nil, error: String? = nil) {
        self.title = title
        self.placeholder = placeholder
        self.contentType = contentType
        self.helper = helper
        self.error = error
        _text = text
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Space.xs) {
            // VoiceOver reads the title as the field's label, not as a text of its own.
            Text(title)
                .appText(.footnote)
                .foregroundStyle(error == nil ? Color.textSecondary : Color.fieldError)
                .accessibilityHidden(true)
            TextInputView(placeholder: placeholder, contentType: contentType, text: $text)
                .accessibilityLabel(Text(title))
                .focused($isFocused)
                .padding(.horizontal, Space.md)
                .frame(maxWidth: .infinity, minHeight: Control.minHeight)
                .background(Color.fieldBg, in: RoundedRectangle(cornerRadius: Radius.sm))
                .overlay(
                    RoundedRectangle(cornerRadius: Radius.sm)
                        .strokeBorder(outline, lineWidth: outlineWidth)
                )
            if let error {
                HStack(alignment: .top, spacing: Space.xs) {
                    Image(systemName: "exclamationmark.triangle")
                    Text(error)
                }
                .appText(.footnote)
                .foregroundStyle(Color.fieldError)
            } else if let helper {
                Text(helper)
                    .appText(.footnote)
                    .foregroundStyle(Color.textSecondary)
            }
        }
        .opacity(isEnabled ? 1 : Opacity.disabled)
    }

    private var outline: Color {
        if error != nil { return .fieldError }
        return isFocused ? .fieldBorderFocused : .fieldBorder
    }

    private var outlineWidth: CGFloat {
        isFocused || error != nil ? Control.focusRingWidth : Control.borderWidth
    }
}
