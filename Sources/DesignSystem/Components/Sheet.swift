import SwiftUI

/// The container of a bottom sheet: a grabber, an optional title, and the content, on the
/// elevated background with rounded top corners and the raised shadow.
///
/// ```swift
/// Sheet(title: "Sort By") { ListRow(title: "Name", showsChevron: false) }
/// ```
public struct Sheet<Content: View>: View {
    public var title: String?
    private let content: Content

    public init(title: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Theme.length(.spaceMd)) {
            Capsule()
                .fill(Theme.color(.borderStrong))
                .frame(width: Theme.length(.space2xl), height: Theme.length(.spaceXs))
                .frame(maxWidth: .infinity)
            if let title {
                Text(title)
                    .appText(.headline)
                    .foregroundStyle(Theme.color(.textPrimary))
            }
            content
        }
        .padding(.horizontal, Theme.length(.spaceLg))
        .padding(.top, Theme.length(.spaceSm))
        .padding(.bottom, Theme.length(.spaceXl))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            UnevenRoundedRectangle(topLeadingRadius: Theme.length(.radiusLg), topTrailingRadius: Theme.length(.radiusLg))
                .fill(Theme.color(.bgElevated))
                .shadow(.raised)
        }
    }
}
