import Layout

/// The editable part of a text field: a secure field for passwords, a plain one otherwise, with
/// the placeholder in the placeholder colour. Compose it into rows and fields of your own.
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

    @Environment(\.multilineTextAlignment) private var textAlignment

    public init(placeholder: String, contentType: TextContentType?, text: Binding<String>) {
        self.placeholder = placeholder
        self.contentType = contentType
        _text = text
    }

    public var body: some View {
        ZStack(alignment: .leading) {
            if text.isEmpty {
                Text(placeholder)
                    .lineLimit(1)
                    .foregroundStyle(Theme.color(.textPlaceholder))
                    .frame(maxWidth: .infinity, alignment: placeholderAlignment)
            }
            inputView
                .foregroundStyle(Theme.color(.textPrimary))
        }
        .appText(.body)
    }

    /// The placeholder sits where typed text would start.
    private var placeholderAlignment: Alignment {
        switch textAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    // The field's own placeholder is empty: the design system draws it above in its token colour.
    @ViewBuilder private var inputView: some View {
        if contentType?.isSecure == true {
            SecureField("", text: $text)
        } else {
            TextField("", text: $text)
        }
    }
}
