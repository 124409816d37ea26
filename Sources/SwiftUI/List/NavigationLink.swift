import BitmapText
import Raster
import Tokens

/// A link to another screen. Nothing navigates in a snapshot, so the destination is never
/// built. In a `List` row it draws as iOS does: the label leading and a disclosure chevron
/// (13-point semibold, tertiary label colour) at the trailing edge; elsewhere it draws its label
/// as a button does, in the tint.
///
/// ```swift
/// List { NavigationLink("Privacy") { PrivacyView() } }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        guard context.environment[ListRowKey.self] else {
            return context.resolve(Button(action: {}, label: { label }))
        }
        return context.resolve(HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.right")
                .font(.system(size: 13, weight: .semibold))
                .foregroundStyle(ListMetrics.chevron)
        })
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(String(title)) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(String(title)) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` onto the navigation stack's path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(String(title))
    }
}

/// The button that toggles a list's edit mode: its "Edit" label in the tint (a snapshot is
/// never in edit mode).
public struct EditButton: View {
    public init() {}

    public var body: some View {
        Button("Edit", action: {})
    }
}
