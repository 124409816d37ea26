import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    static let rowEntries: [CatalogEntry] = [
        CatalogEntry("Row/plain") {
            Row(leading: { RowSample.title("Storage") }, trailing: { RowSample.value("12.4 GB") })
        },
        CatalogEntry("Row/inset") {
            Row(leading: { RowSample.title("Storage") }, trailing: { RowSample.value("12.4 GB") })
                .rowStyle(.inset)
        },
        CatalogEntry("Row/inset-custom-background") {
            Row(leading: { RowSample.title("Plan") }, trailing: { RowSample.value("Family") })
                .rowStyle(.inset)
                .rowInsetBackgroundColor(.chipSelectedBg)
        },
        CatalogEntry("Row/leading-only") {
            Row(leading: { RowSample.title("Sign Out") })
        },
        CatalogEntry("Row/two-line-wrap") {
            Row(leading: { RowSample.title("Keep scans on this device after uploading them") },
                trailing: { RowSample.value("On") })
        },
    ]

    static let listRowEntries: [CatalogEntry] = [
        CatalogEntry("ListRow/default") {
            ListRow(systemImage: "tray", title: "Inbox", subtitle: "3 new documents")
        },
        CatalogEntry("ListRow/title-only") {
            ListRow(title: "Export Settings")
        },
        CatalogEntry("ListRow/no-chevron") {
            ListRow(systemImage: "info.circle", title: "Version", subtitle: "4.2.1", showsChevron: false)
        },
        CatalogEntry("ListRow/inset") {
            VStack(spacing: Space.sm) {
                ListRow(systemImage: "tray", title: "Inbox", subtitle: "3 new documents")
                ListRow(systemImage: "magnifyingglass", title: "Recent Searches")
            }
            .rowStyle(.inset)
        },
        CatalogEntry("ListRow/two-line-wrap") {
            ListRow(systemImage: "tray", title: "Receipts and invoices from the quarterly business trip",
                    subtitle: "Shared with the accounting team and two reviewers")
        },
        CatalogEntry("ListRow/disabled") {
            ListRow(systemImage: "wifi.slash", title: "Sync Now", subtitle: "Unavailable offline")
                .disabled(true)
        },
    ]

    static let textFieldRowEntries: [CatalogEntry] = [
        CatalogEntry("TextFieldRow/empty") {
            TextFieldRow(title: "Name", placeholder: "Jane Appleseed", contentType: .name, text: .constant(""))
        },
        CatalogEntry("TextFieldRow/filled") {
            TextFieldRow(title: "Name", placeholder: "Jane Appleseed", contentType: .name, text: .constant("Ada Lovelace"))
        },
        CatalogEntry("TextFieldRow/focused") {
            TextFieldRow(title: "Email", placeholder: "jane@example.com", contentType: .emailAddress, text: .constant("ada@"))
                .focused(true)
        },
        CatalogEntry("TextFieldRow/password") {
            TextFieldRow(title: "Password", placeholder: "Required", contentType: .password, text: .constant("hunter2"))
        },
        CatalogEntry("TextFieldRow/inset") {
            TextFieldRow(title: "Name", placeholder: "Jane Appleseed", contentType: .name, text: .constant(""))
                .rowStyle(.inset)
        },
        CatalogEntry("TextFieldRow/long-text") {
            TextFieldRow(title: "Company", placeholder: "Optional", text: .constant("The Grand Budapest Hotel Company of Zubrowka"))
        },
    ]

    static let textInputEntries: [CatalogEntry] = [
        CatalogEntry("TextInputView/placeholder") {
            TextInputView(placeholder: "Add a note", contentType: nil, text: .constant(""))
        },
        CatalogEntry("TextInputView/filled") {
            TextInputView(placeholder: "Add a note", contentType: nil, text: .constant("Pick up the dry cleaning"))
        },
        CatalogEntry("TextInputView/password") {
            TextInputView(placeholder: "Password", contentType: .newPassword, text: .constant("correct horse"))
        },
    ]
}

/// The title and value text of the plain `Row` previews (a screen composes its own, as here).
enum RowSample {
    static func title(_ text: String) -> some View {
        Text(text).appText(.body).foregroundStyle(Color.textPrimary)
    }

    static func value(_ text: String) -> some View {
        Text(text).appText(.body).foregroundStyle(Color.textSecondary)
    }
}
