import BitmapText
import Raster
import Tokens

/// A one-line text field: its contents (a binding) or, when empty, the placeholder in the
/// environment's `textFieldPlaceholderStyle` (tertiary by default). It takes the width it is
/// offered and one line of height; focused (a state input) it shows an insertion point after
/// the text in the environment's `tint` (the accent colour by default).
///
/// ```swift
/// TextField("Jane Appleseed", text: .constant("")).multilineTextAlignment(.trailing)
/// TextField("Email", text: $email).textFieldPlaceholderStyle(Color.secondary).tint(Color.green)
/// ```
public struct TextField: View, PrimitiveView {
    let placeholder: String
    let text: Binding<String>
    let isSecure: Bool

    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
        isSecure = false
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.plainText, text: text)
    }

    init(placeholder: String, text: Binding<String>, isSecure: Bool) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let contents = text.wrappedValue
        let isEmpty = contents.isEmpty
        var fieldContext = context.with { $0.lineLimit = 1 }
        if isEmpty {
            fieldContext = fieldContext.with { $0.foregroundStyle = $0.textFieldPlaceholderStyle ?? AnyShapeStyle(Color.tertiary) }
        }
        let shown = isEmpty ? placeholder : (isSecure ? String(repeating: "•", count: contents.count) : contents)
        let node = TextNode(style: TextNode.Style(context: fieldContext), text: shown, kind: isSecure ? "SecureField" : "TextField")
        node.expandsHorizontally = true
        node.isPlaceholder = isEmpty
        node.extraDetails = [LaidOutView.Detail("placeholder", placeholder)]
        if context.environment.isFocused {
            node.caret = context.resolve(context.environment.tint ?? Color.accentColor)
            node.extraDetails.append(LaidOutView.Detail("focused", "true"))
        }
        return [node]
    }
}

/// A text field that shows a bullet per character.
///
/// ```swift
/// SecureField("Password", text: .constant("hunter2"))
/// ```
public struct SecureField: View {
    let placeholder: String
    let text: Binding<String>

    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.plainText, text: text)
    }

    public var body: some View {
        TextField(placeholder: placeholder, text: text, isSecure: true)
    }
}
