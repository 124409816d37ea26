import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    static let cardEntries: [CatalogEntry] = [
        CatalogEntry("Card/default") {
            DSCard {
                Text("Weekly report").appText(.title2)
                Text("3 tasks left").appText(.caption1).foregroundStyle(Color.textSecondary)
            }
        },
        CatalogEntry("Card/with-actions") {
            DSCard {
                Text("Storage almost full").appText(.headline)
                Text("Free up space or upgrade to keep scanning.").appText(.subheadline)
                    .foregroundStyle(Color.textSecondary)
                Button("Upgrade") {}.buttonStyle(.dsPrimary)
            }
        },
        CatalogEntry("Card/long-text") {
            DSCard {
                Text("Quarterly expense reports for the design systems working group").appText(.title2)
                Text("Updated yesterday by Ada, Grace and four others after the review meeting.")
                    .appText(.caption1).foregroundStyle(Color.textSecondary)
            }
        },
    ]

    static let sheetEntries: [CatalogEntry] = [
        CatalogEntry("Sheet/default", stage: .presented) {
            Sheet(title: "Sort By") {
                ListRow(title: "Name", showsChevron: false)
                ListRow(title: "Date Modified", showsChevron: false)
            }
        },
        CatalogEntry("Sheet/untitled", stage: .presented) {
            Sheet {
                Text("Scans are kept on this device until you export them.")
                    .appText(.body).foregroundStyle(Color.textPrimary)
            }
        },
    ]

    static let confirmSheetEntries: [CatalogEntry] = [
        CatalogEntry("ConfirmSheet/default", stage: .presented) {
            ConfirmSheet(title: "Export 3 scans?", message: "They will be shared as one PDF.", confirmTitle: "Export",
                         confirm: {}, cancel: {})
        },
        CatalogEntry("ConfirmSheet/destructive", stage: .presented) {
            ConfirmSheet(title: "Delete 3 scans?", message: "This can't be undone.", confirmTitle: "Delete",
                         isDestructive: true, confirm: {}, cancel: {})
        },
        CatalogEntry("ConfirmSheet/long-text", stage: .presented) {
            ConfirmSheet(title: "Remove the shared folder from every device?",
                         message: "People you shared it with keep their copies, but they will no longer receive updates.",
                         confirmTitle: "Remove Folder", isDestructive: true, confirm: {}, cancel: {})
        },
    ]

    static let toastEntries: [CatalogEntry] = [
        CatalogEntry("Toast/undo") {
            Toast("Archived 3 documents", actionTitle: "Undo")
        },
        CatalogEntry("Toast/undo-pressed") {
            Toast("Archived 3 documents", actionTitle: "Undo").pressed()
        },
        CatalogEntry("Toast/message-only") {
            Toast("Copied to clipboard", systemImage: "checkmark")
        },
        CatalogEntry("Toast/two-line-wrap") {
            Toast("Moved 12 receipts to the Expenses folder", actionTitle: "Undo")
        },
    ]
}
