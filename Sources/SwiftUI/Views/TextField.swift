import BitmapText
import Raster
import Tokens

/// A one-line text field: its contents (a binding) or, when empty, the placeholder in the
/// environment's `textFieldPlaceholderStyle` (tertiary by default). A `prompt:` text keeps its
/// own Text modifiers, as in SwiftUI: its foreground style and font win over those defaults.
/// It takes the width it is offered and one line of height; focused (a state input) it shows
/// an insertion point after the text in the environment's `tint` (the accent colour by default).
///
/// ```swift
/// TextField("Jane Appleseed", text: .constant("")).multilineTextAlignment(.trailing)
/// TextField("Email", text: $email, prompt: Text("you@example.com").foregroundStyle(.secondary))
/// ```
public struct TextField<Label: View>: View, PrimitiveView {
    let placeholder: String
    /// The `prompt:` text, drawn with its own modifiers when the field is empty.
    let prompt: Text?
    let text: Binding<String>
    let isSecure: Bool
    /// The bare field a text field style draws around: drawn without looking up a style.
    let isStyleConfiguration: Bool

    init(placeholder: String, prompt: Text? = nil, text: Binding<String>, isSecure: Bool, isStyleConfiguration: Bool = false) {
        self.placeholder = prompt?.plainContent ?? placeholder
        self.prompt = prompt
        self.text = text
        self.isSecure = isSecure
        self.isStyleConfiguration = isStyleConfiguration
    }

    /// A field labelled by `label`; `prompt` (or a `Text` label) is its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(placeholder: (label as? Text)?.plainContent ?? "", prompt: prompt, text: text, isSecure: false)
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        if !isStyleConfiguration, let style = context.environment.textFieldStyle {
            let bare = TextField<_TextFieldStyleLabel>(placeholder: placeholder, prompt: prompt, text: text, isSecure: isSecure,
                                                       isStyleConfiguration: true)
            return context.resolve(context.evaluate { style.makeBody(bare) })
        }
        let contents = text.wrappedValue
        let isEmpty = contents.isEmpty
        var fieldContext = context.with { $0.lineLimit = 1 }
        if isEmpty {
            fieldContext = fieldContext.with { $0.foregroundStyle = $0.textFieldPlaceholderStyle ?? AnyShapeStyle(Color.tertiary) }
        }
        // Secure text draws one bullet (U+2022, a glyph of the bundled face, so it scales with
        // the font) per character; Inter's U+25CF is nearly an em wide, far larger than iOS's dots.
        let shown = isEmpty ? placeholder : (isSecure ? String(repeating: "\u{2022}", count: contents.count) : contents)
        let kind = isSecure ? "SecureField" : "TextField"
        let node = if isEmpty, let prompt {
            TextNode(style: TextNode.Style(context: fieldContext), pieces: TextResolution.pieces(of: prompt, in: fieldContext), kind: kind)
        } else {
            TextNode(style: TextNode.Style(context: fieldContext), text: shown, kind: kind)
        }
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

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(placeholder: titleKey.plainText, text: text, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(placeholder: String(title), text: text, isSecure: false)
    }

    /// A field whose placeholder is `prompt`, drawn with its own modifiers (the title names
    /// the field for accessibility).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: titleKey.plainText, prompt: prompt, text: text, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: String(title), prompt: prompt, text: text, isSecure: false)
    }

    /// A field that grows along `axis` in SwiftUI; drawn on one line here.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(placeholder: titleKey.plainText, text: text, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(placeholder: String(title), text: text, isSecure: false)
    }

    /// SwiftUI's older spelling with editing callbacks (nothing edits during a render).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(placeholder: titleKey.plainText, text: text, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(placeholder: String(title), text: text, isSecure: false)
    }
}

/// A text field that shows a bullet per character.
///
/// ```swift
/// SecureField("Password", text: .constant("hunter2"))
/// ```
public struct SecureField: View {
    let placeholder: String
    let prompt: Text?
    let text: Binding<String>

    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.prompt = nil
        self.text = text
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.plainText, text: text)
    }

    /// A field whose placeholder is `prompt`, drawn with its own modifiers.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.placeholder = String(title)
        self.prompt = prompt
        self.text = text
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.plainText, text: text, prompt: prompt)
    }

    public var body: some View {
        TextField<Text>(placeholder: placeholder, prompt: prompt, text: text, isSecure: true)
    }
}
