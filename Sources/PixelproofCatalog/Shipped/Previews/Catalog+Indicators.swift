import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    static let chipEntries: [CatalogEntry] = [
        CatalogEntry("Chip/default", size: .ideal) { Chip("Unread") },
        CatalogEntry("Chip/selected", size: .ideal) { Chip("All", isSelected: true) },
        CatalogEntry("Chip/icon", size: .ideal) { Chip("Flagged", systemImage: "info.circle") },
        CatalogEntry("Chip/disabled", size: .ideal) { Chip("Shared").disabled(true) },
        CatalogEntry("Chip/group") {
            ChipGroup {
                Chip("All", isSelected: true)
                Chip("Unread")
                Chip("Flagged")
            }
        },
    ]

    static let badgeEntries: [CatalogEntry] = [
        CatalogEntry("Badge/count", size: .ideal) { Badge(count: 3) },
        CatalogEntry("Badge/count-two-digits", size: .ideal) { Badge(count: 42) },
        CatalogEntry("Badge/count-overflow", size: .ideal) { Badge(count: 120) },
        CatalogEntry("Badge/success", size: .ideal) { Badge("Paid", tone: .success) },
        CatalogEntry("Badge/warning", size: .ideal) { Badge("Due soon", tone: .warning) },
        CatalogEntry("Badge/danger", size: .ideal) { Badge("Overdue", tone: .danger) },
    ]

    static let sectionHeaderEntries: [CatalogEntry] = [
        CatalogEntry("SectionHeader/default") { SectionHeader("Recent") },
        CatalogEntry("SectionHeader/action") { SectionHeader("Folders", actionTitle: "See All") },
        CatalogEntry("SectionHeader/long-text") {
            SectionHeader("Documents shared with you by your team", actionTitle: "See All")
        },
    ]

    static let dividerEntries: [CatalogEntry] = [
        CatalogEntry("Divider/between-rows") {
            VStack(spacing: 0) {
                ListRow(title: "Wi-Fi")
                DSDivider()
                ListRow(title: "Bluetooth")
            }
        },
    ]

    static let progressBarEntries: [CatalogEntry] = [
        CatalogEntry("ProgressBar/empty") { ProgressBar(value: 0) },
        CatalogEntry("ProgressBar/partial") { ProgressBar(value: 0.4) },
        CatalogEntry("ProgressBar/complete") { ProgressBar(value: 1) },
        CatalogEntry("ProgressBar/titled") { ProgressBar(value: 0.72, title: "Uploading 18 of 25 pages") },
    ]
}
