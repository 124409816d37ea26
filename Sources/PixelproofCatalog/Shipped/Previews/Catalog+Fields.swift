import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    static let textFieldEntries: [CatalogEntry] = [
        CatalogEntry("TextField/empty") {
            DSTextField(title: "Email", placeholder: "jane@example.com", contentType: .emailAddress, text: .constant(""),
                        helper: "We send the receipt here.")
        },
        CatalogEntry("TextField/filled") {
            DSTextField(title: "Email", placeholder: "jane@example.com", contentType: .emailAddress,
                        text: .constant("ada@example.com"), helper: "We send the receipt here.")
        },
        CatalogEntry("TextField/focused") {
            DSTextField(title: "Email", placeholder: "jane@example.com", contentType: .emailAddress, text: .constant("ada@exa"))
                .focused(true)
        },
        CatalogEntry("TextField/error") {
            DSTextField(title: "Email", placeholder: "jane@example.com", contentType: .emailAddress, text: .constant("ada@"),
                        helper: "We send the receipt here.", error: "Enter a complete email address.")
        },
        CatalogEntry("TextField/error-two-line-wrap") {
            DSTextField(title: "Password", placeholder: "Required", contentType: .newPassword, text: .constant("abc"),
                        error: "Use at least 12 characters, with a number and a symbol.")
        },
        CatalogEntry("TextField/password") {
            DSTextField(title: "Password", placeholder: "Required", contentType: .password, text: .constant("hunter2"))
        },
        CatalogEntry("TextField/disabled") {
            DSTextField(title: "Account ID", placeholder: "", text: .constant("GS-20931"), helper: "Assigned by your team.")
                .disabled(true)
        },
    ]

    static let searchFieldEntries: [CatalogEntry] = [
        CatalogEntry("SearchField/empty") {
            SearchField(text: .constant(""))
        },
        CatalogEntry("SearchField/filled") {
            SearchField(text: .constant("invoices 2025"))
        },
        CatalogEntry("SearchField/focused") {
            SearchField(placeholder: "Search documents", text: .constant("rec"))
                .focused(true)
        },
    ]
}
