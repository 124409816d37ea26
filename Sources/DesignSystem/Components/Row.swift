import SwiftUI

/// A leading and a trailing element side by side, the building block of every list row.
/// The trailing element hugs the trailing edge; at the accessibility text sizes it moves below
/// the leading one, where a side-by-side row would have to break words. The row's look (plain
/// or inset on a background) comes from the environment (`rowStyle(_:)`,
/// `rowInsetBackgroundColor(_:)`).
///
/// ```swift
/// Row(leading: { Text("Storage") }, trailing: { Text("12 GB") })
///     .rowStyle(.inset)
/// ```
public struct Row<Leading: View, Trailing: View>: View {
    public var leading: Leading
    public var trailing: Trailing
    /// Whether the trailing element moves below at accessibility sizes; rows whose trailing
    /// element is an accessory (a chevron) keep it beside.
    let stacksAtAccessibilitySizes: Bool

    @Environment(\.configuration.rows) private var configuration
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
        self.init(stacksAtAccessibilitySizes: true, leading: leading, trailing: trailing)
    }

    init(stacksAtAccessibilitySizes: Bool, @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
        self.leading = leading()
        self.trailing = trailing()
        self.stacksAtAccessibilitySizes = stacksAtAccessibilitySizes
    }

    public var body: some View {
        switch configuration.style {
        case .plain:
            content
        case .inset:
            content
                .padding(.horizontal, Space.lg)
                .background(configuration.insetBackgroundColor, in: RoundedRectangle(cornerRadius: Radius.md))
        }
    }

    @ViewBuilder private var content: some View {
        if stacksAtAccessibilitySizes && dynamicTypeSize.isAccessibilitySize {
            stacked
        } else {
            sideBySide
        }
    }

    private var stacked: some View {
        VStack(alignment: .leading, spacing: Space.xs) {
            leading
            trailing
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.vertical, Space.md)
        .frame(maxWidth: .infinity, minHeight: Control.minHeight, alignment: .leading)
    }

    private var sideBySide: some View {
        HStack(spacing: Space.md) {
            // The leading element is served first, so a title takes the room it needs and the
            // trailing element the rest (without it both would be offered half).
            leading
                .layoutPriority(1)

            trailing
                .padding(.leading, Space.lg)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(.vertical, Space.md)
        .frame(maxWidth: .infinity, minHeight: Control.minHeight, alignment: .leading)
    }
}

extension Row where Trailing == EmptyView {
    /// A row with only a leading element.
    public init(@ViewBuilder leading: () -> Leading) {
        self.init(leading: leading, trailing: EmptyView.init)
    }
}
