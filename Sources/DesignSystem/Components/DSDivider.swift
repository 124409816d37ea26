import Layout

/// A horizontal hairline in the subtle border colour, `control.borderWidth` thick, for separating
/// rows and sections. (Named apart from the layout layer's `Divider`, which draws the platform
/// separator colour rather than a token.)
///
/// ```swift
/// VStack(spacing: 0) { ListRow(title: "Wi-Fi"); DSDivider(); ListRow(title: "Bluetooth") }
/// ```
public struct DSDivider: View {
    public init() {}

    public var body: some View {
        Rectangle()
            .fill(Theme.color(.borderSubtle))
            .frame(height: Theme.length(.controlBorderWidth))
            .frame(maxWidth: .infinity)
    }
}
