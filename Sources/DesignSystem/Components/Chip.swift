import SwiftUI

/// A compact, capsule-shaped choice: a filter or a tag. Selected chips take the selected colours
/// and show a check mark; an optional icon leads the title.
///
/// ```swift
/// HStack { Chip("All", isSelected: true); Chip("Unread"); Chip("Flagged", systemImage: "info.circle") }
/// ```
public struct Chip: View {
    public var title: String
    public var systemImage: String?
    public var isSelected: Bool

    public init(_ title: String, systemImage: String? = nil, isSelected: Bool = false) {
        self.title = title
        self.systemImage = systemImage
        self.isSelected = isSelected
    }

    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        HStack(spacing: Theme.length(.spaceSm)) {
            if isSelected {
                Image(systemName: "checkmark")
            } else if let systemImage {
                Image(systemName: systemImage)
            }
            Text(title)
                .lineLimit(1)
        }
        .appText(.subheadline)
        .foregroundStyle(Theme.color(isSelected ? .chipSelectedLabel : .chipLabel))
        .padding(.horizontal, Theme.length(.spaceMd))
        .padding(.vertical, Theme.length(.spaceSm))
        .background(Theme.color(isSelected ? .chipSelectedBg : .chipBg), in: Capsule())
        .opacity(isEnabled ? 1 : Theme.opacity(.opacityDisabled))
    }
}
