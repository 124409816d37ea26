import Layout

/// A leading and a trailing element side by side, the building block of every list row.
/// The trailing element hugs the trailing edge; the row's look (plain or inset on a background)
/// comes from the environment (`rowStyle(_:)`, `rowInsetBackgroundColor(_:)`).
///
/// ```swift
/// Row(leading: { Text("Storage") }, trailing: { Text("12 GB") })
///     .rowStyle(.inset)
/// ```
public struct Row<Leading: View, Trailing: View>: View {
    public var leading: Leading
    public var trailing: Trailing

    @Environment(\.configuration.rows) private var configuration

    public init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
        self.leading = leading()
        self.trailing = trailing()
    }

    public var body: some View {
        switch configuration.style {
        case .plain:
            content
        case .inset:
            content
                .padding(.horizontal, Theme.length(.spaceLg))
                .background(configuration.insetBackgroundColor, in: RoundedRectangle(cornerRadius: Theme.length(.radiusMd)))
        }
    }

    private var content: some View {
        HStack(spacing: Theme.length(.spaceMd)) {
            // The leading element is served first, so a title takes the room it needs and the
            // trailing element the rest (without it both would be offered half).
            leading
                .layoutPriority(1)

            trailing
                .padding(.leading, Theme.length(.spaceLg))
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(.vertical, Theme.length(.spaceMd))
        .frame(maxWidth: .infinity, minHeight: Theme.length(.controlMinHeight), alignment: .leading)
    }
}

extension Row where Trailing == EmptyView {
    /// A row with only a leading element.
    public init(@ViewBuilder leading: () -> Leading) {
        self.init(leading: leading, trailing: EmptyView.init)
    }
}
