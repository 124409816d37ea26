import SwiftUI

/// A set of chips: in a row at the standard text sizes, stacked from the leading edge at the
/// accessibility sizes, where a row of enlarged chips would have to truncate them.
///
/// ```swift
/// ChipGroup { Chip("All", isSelected: true); Chip("Unread"); Chip("Flagged") }
/// ```
public struct ChipGroup<Content: View>: View {
    private let content: Content

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: Space.sm) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(spacing: Space.sm) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
