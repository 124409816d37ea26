import BitmapText
import Raster
import Tokens

/// A label with a disclosure chevron that shows its content when expanded, as iOS 17 draws it
/// outside lists: the label at the leading edge, a semibold chevron in the tint at the trailing
/// edge (pointing right when collapsed, down when expanded), the content below it.
/// `isExpanded` is an input (collapsed when not given, as SwiftUI starts).
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Debug menu", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = false
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded.wrappedValue
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                label
                Spacer()
                Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                    .font(.system(.footnote, weight: .semibold))
                    .foregroundStyle(isEnabled ? tint ?? Color.accentColor : ControlPalette.disabledLabel)
                    .frame(width: 13, height: 13)
                    .accessibilityIdentifier("disclosure-chevron")
            }
            .foregroundStyle(isEnabled ? Color.primary : ControlPalette.disabledLabel)
            if isExpanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
