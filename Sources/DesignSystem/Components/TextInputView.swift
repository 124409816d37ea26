import SwiftUI

/// The editable part of a text field: a secure field for passwords, a plain one otherwise, the
/// text in the primary colour, the placeholder in the placeholder colour and, focused, the
/// insertion point in the accent colour. Compose it into rows and fields of your own.
///
/// ```swift
/// Row(leading: { Text("PIN").appText(.headline) }, trailing: {
///     TextInputView(placeholder: "4 digits", contentType: .oneTimeCode, text: $pin)
/// })
/// ```
public struct TextInputView: View {
    public var placeholder: String
    public var contentType: TextContentType?
    @Binding public var text: String

    public init(placeholder: String, contentType: TextContentType?, text: Binding<String>) {
        self.placeholder = placeholder
        self.contentType = contentType
        _text = text
    }

    public var body: some View {
        inputView
            .foregroundStyle(Color.textPrimary)
            .tint(Color.textAccent)
            .appText(.body)
    }

    @ViewBuilder private var inputView: some View {
        if contentType?.isSecure == true {
            SecureField(placeholder, text: $text, prompt: prompt)
        } else {
            TextField(placeholder, text: $text, prompt: prompt)
        }
    }

    /// The placeholder, in the placeholder colour: a prompt keeps its own style, as in SwiftUI.
    private var prompt: Text {
        Text(placeholder).foregroundStyle(Color.textPlaceholder)
    }
}
