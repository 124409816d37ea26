/// What a text field holds; it decides whether the field hides what is typed. (Keyboards and
/// autofill hints have no meaning in a snapshot, so only the secure-entry part is modelled.)
///
/// ```swift
/// TextInputView(placeholder: "Required", contentType: .password, text: $password)  // ••••••
/// ```
public enum TextContentType: String, Sendable, CaseIterable {
    case name
    case username
    case emailAddress
    case telephoneNumber
    case password
    case newPassword
    case oneTimeCode

    /// Password fields show a bullet per character.
    public var isSecure: Bool {
        self == .password || self == .newPassword
    }
}
