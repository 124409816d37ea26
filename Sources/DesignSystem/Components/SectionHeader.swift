import SwiftUI

/// The label above a group of rows or cards, in the tracked upper-case label style, with an
/// optional trailing action in the accent colour.
///
/// ```swift
/// SectionHeader("Recent", actionTitle: "See All")
/// ```
public struct SectionHeader: View {
    public var title: String
    public var actionTitle: String?

    public init(_ title: String, actionTitle: String? = nil) {
        self.title = title
        self.actionTitle = actionTitle
    }

    public var body: some View {
        HStack(spacing: Space.sm) {
            Text(title)
                .appText(.label)
                .foregroundStyle(Color.textSecondary)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let actionTitle {
                Text(actionTitle)
                    .appText(.footnote)
                    .foregroundStyle(Color.textAccent)
            }
        }
        .padding(.top, Space.lg)
        .padding(.bottom, Space.xs)
    }
}
