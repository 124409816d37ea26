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
        HStack(spacing: Theme.length(.spaceSm)) {
            Text(title)
                .appText(.label)
                .foregroundStyle(Theme.color(.textSecondary))
                .frame(maxWidth: .infinity, alignment: .leading)
            if let actionTitle {
                Text(actionTitle)
                    .appText(.footnote)
                    .foregroundStyle(Theme.color(.textAccent))
            }
        }
        .padding(.top, Theme.length(.spaceLg))
        .padding(.bottom, Theme.length(.spaceXs))
    }
}
