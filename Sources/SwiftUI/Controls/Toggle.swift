import BitmapText
import Raster
import Tokens

/// A control that is on or off, drawn by the toggle style in the environment (a switch by
/// default, as on iOS). `isOn` is an input: nothing toggles it during a render.
///
/// ```swift
/// Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
/// Toggle(isOn: $isOn) { Label("Airplane Mode", systemImage: "airplane") }.tint(.orange)
/// ```
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn)
        let style = context.environment.toggleStyle
        let body = context.evaluate { style.makeBody(configuration) }
        // `Toggle(configuration)` inside a style's body draws with the default style, as in SwiftUI.
        var semantics = [LaidOutView.Detail("role", "toggle"), .init("isOn", "\(isOn.wrappedValue)")]
        if let text = plainLabel(label) { semantics.append(.init("label", text)) }
        semantics += context.enabledSemantics
        return context.with { $0.toggleStyle = ToggleStyleKey.defaultValue }.resolve(body).withSemantics(semantics)
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// A toggle labelled with a title and a symbol (iOS 17).
    public init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style wraps its configuration in, drawn by the default style.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
