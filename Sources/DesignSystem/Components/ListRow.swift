import SwiftUI

/// A navigation row: an optional icon, a title with an optional subtitle below, and a chevron.
/// Long titles wrap onto more lines rather than truncate.
///
/// ```swift
/// ListRow(systemImage: "tray", title: "Inbox", subtitle: "3 unread")
/// ListRow(title: "About", showsChevron: false)
/// ```
public struct ListRow: View {
    public var systemImage: String?
    public var title: String
    public var subtitle: String?
    public var showsChevron: Bool

    @Environment(\.isEnabled) private var isEnabled

    public init(systemImage: String? = nil, title: String, subtitle: String? = nil, showsChevron: Bool = true) {
        self.systemImage = systemImage
        self.title = title
        self.subtitle = subtitle
        self.showsChevron = showsChevron
    }

    public var body: some View {
        Row(stacksAtAccessibilitySizes: false, leading: {
            HStack(spacing: Space.md) {
                if let systemImage {
                    Image(systemName: systemImage)
                        .appText(.body)
                        .foregroundStyle(Color.textAccent)
                }
                VStack(alignment: .leading, spacing: Space.xxs) {
                    Text(title)
                        .appText(.body)
                        .foregroundStyle(Color.textPrimary)
                    if let subtitle {
                        Text(subtitle)
                            .appText(.footnote)
                            .foregroundStyle(Color.textSecondary)
                    }
                }
            }
        }, trailing: {
            if showsChevron {
                // Drawn, not read: VoiceOver would say "chevron.right".
                Image(systemName: "chevron.right")
                    .appText(.footnote)
                    .foregroundStyle(Color.textPlaceholder)
                    .accessibilityHidden(true)
            }
        })
        .opacity(isEnabled ? 1 : Opacity.disabled)
    }
}
