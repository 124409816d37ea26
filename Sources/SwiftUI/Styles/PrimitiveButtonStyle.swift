import BitmapText
import Raster
import Tokens

/// A button style that also decides how the button is triggered, like SwiftUI's
/// `PrimitiveButtonStyle`: `makeBody` gets the label, the role and `trigger()`. The built-in
/// styles (`.automatic`, `.plain`, `.bordered`, `.borderedProminent`, `.borderless`) are
/// primitive styles, as in SwiftUI.
///
/// ```swift
/// struct TapOnlyStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture { configuration.trigger() }
///     }
/// }
/// ```
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style draws from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The button's role, if it was given one.
    public let role: ButtonRole?
    public let label: Label
    /// The pressed state input (`.pressed(true)`), for the built-in styles.
    let isPressed: Bool
    let action: () -> Void

    init(label: Label, role: ButtonRole?, isPressed: Bool, action: @escaping () -> Void) {
        self.label = label
        self.role = role
        self.isPressed = isPressed
        self.action = action
    }

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}
