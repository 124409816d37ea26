import BitmapText
import Raster
import SwiftUI
import Tokens

extension Catalog {
    /// Components composed into a screen, with the screen padding modifier: how they look together.
    static let screenEntries: [CatalogEntry] = [
        CatalogEntry("Screen/settings", stage: .screen) {
            VStack(alignment: .leading, spacing: Theme.length(.spaceSm)) {
                Text("Settings").appText(.largeTitle).foregroundStyle(Theme.color(.textPrimary))
                SearchField(text: .constant(""))
                SectionHeader("Account")
                TextFieldRow(title: "Name", placeholder: "Jane Appleseed", contentType: .name, text: .constant("Ada Lovelace"))
                TextFieldRow(title: "Password", placeholder: "Required", contentType: .password, text: .constant("hunter2"))
                SectionHeader("Sync", actionTitle: "Edit")
                ListRow(systemImage: "tray", title: "Inbox", subtitle: "3 new documents")
                ProgressBar(value: 0.72, title: "Uploading 18 of 25 pages")
                Button("Save Changes") {}.buttonStyle(.dsPrimary)
                    .padding(.top, Theme.length(.spaceMd))
            }
            .rowStyle(.inset)
            .dsScreenPadding()
            .padding(.bottom, Theme.length(.spaceXl))
        },
    ]
}
