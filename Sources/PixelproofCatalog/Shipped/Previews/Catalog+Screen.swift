import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    /// Components composed into a screen, with the screen padding modifier: how they look together.
    static let screenEntries: [CatalogEntry] = [
        CatalogEntry("Screen/settings", stage: .screen) {
            VStack(alignment: .leading, spacing: Space.sm) {
                Text("Settings").appText(.largeTitle).foregroundStyle(Color.textPrimary)
                SearchField(text: .constant(""))
                SectionHeader("Account")
                TextFieldRow(title: "Name", placeholder: "Jane Appleseed", contentType: .name, text: .constant("Ada Lovelace"))
                TextFieldRow(title: "Password", placeholder: "Required", contentType: .password, text: .constant("hunter2"))
                SectionHeader("Sync", actionTitle: "Edit")
                ListRow(systemImage: "tray", title: "Inbox", subtitle: "3 new documents")
                ProgressBar(value: 0.72, title: "Uploading 18 of 25 pages")
                Button("Save Changes") {}.buttonStyle(.dsPrimary)
                    .padding(.top, Space.md)
            }
            .rowStyle(.inset)
            .dsScreenPadding()
            .padding(.bottom, Space.xl)
        },
    ]
}
