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
        HStack(spacing: Space.sm) {
            if isSelected {
                Image(systemName: "checkmark")
            } else if let systemImage {
                Image(systemName: systemImage)
            }
            Text(title)
                .lineLimit(1)
        }
        .appText(.subheadline)
        .foregroundStyle(isSelected ? Color.chipSelectedLabel : Color.chipLabel)
        .padding(.horizontal, Space.md)
        .padding(.vertical, Space.sm)
        .background(isSelected ? Color.chipSelectedBg : Color.chipBg, in: Capsule())
        .opacity(isEnabled ? 1 : Opacity.disabled)
    }
}
