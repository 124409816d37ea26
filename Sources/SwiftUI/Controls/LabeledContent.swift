import BitmapText
import Raster
import Tokens

/// A label and a value on one row, as iOS draws it in forms and alone: the label at the
/// leading edge, the content at the trailing edge in the secondary colour.
///
/// ```swift
/// LabeledContent("Version", value: "17.4")
/// LabeledContent("Storage") { Text("64 GB") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .center) {
            if !labelsHidden {
                label
                Spacer()
            }
            content.foregroundStyle(Color.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
