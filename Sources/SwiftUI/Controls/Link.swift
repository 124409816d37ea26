import BitmapText
import Raster
import Tokens

/// A control that opens a URL, drawn as its label in the tint (the accent colour unless
/// `.tint(_:)` says otherwise), grey when disabled.
///
/// ```swift
/// Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
/// ```
public struct Link<Label: View>: View {
    let label: Label
    public let destination: URL
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        label.foregroundStyle(isEnabled ? tint ?? Color.accentColor : ControlPalette.disabledLabel)
            .semantics { [LaidOutView.Detail("role", "link")] + $0.enabledSemantics }
    }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
