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
        VStack(alignment: .leading, spacing: Space.md) {
            Capsule()
                .fill(Color.borderStrong)
                .frame(width: Space.xxl, height: Space.xs)
                .frame(maxWidth: .infinity)
            if let title {
                Text(title)
                    .appText(.headline)
                    .foregroundStyle(Color.textPrimary)
            }
            content
        }
        .padding(.horizontal, Space.lg)
        .padding(.top, Space.sm)
        .padding(.bottom, Space.xl)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            UnevenRoundedRectangle(topLeadingRadius: Radius.lg, topTrailingRadius: Radius.lg)
                .fill(Color.bgElevated)
                .shadow(.raised)
        }
    }
}
