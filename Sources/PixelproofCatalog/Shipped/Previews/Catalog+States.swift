import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    static let contentStateEntries: [CatalogEntry] = [
        CatalogEntry("ContentStateView/loading") { ContentStatePreview(state: .loading) },
        CatalogEntry("ContentStateView/empty") { ContentStatePreview(state: .empty) },
        CatalogEntry("ContentStateView/error") { ContentStatePreview(state: .failed) },
        CatalogEntry("ContentStateView/offline") { ContentStatePreview(state: .offline) },
        CatalogEntry("ContentStateView/loaded") {
            ContentStatePreview(state: .loaded(["Receipts", "Contracts", "Passports"]))
        },
    ]

    static let emptyStateEntries: [CatalogEntry] = [
        CatalogEntry("EmptyState/default") {
            EmptyState(systemImage: "tray", title: "No Scans Yet", message: "Scanned documents appear here.")
        },
        CatalogEntry("EmptyState/action") {
            EmptyState(systemImage: "tray", title: "No Scans Yet", message: "Scanned documents appear here.",
                       actionTitle: "Scan a Document")
        },
        CatalogEntry("EmptyState/long-text") {
            EmptyState(systemImage: "magnifyingglass", title: "No results for “quarterly expense report 2025”",
                       message: "Check the spelling or try searching for fewer or more general words.")
        },
    ]
}

/// A document list drawn through `ContentStateView`, the way every list screen draws.
struct ContentStatePreview: View {
    let state: ContentState<[String]>

    var body: some View {
        ContentStateView(state: state, emptyTitle: "No Documents", emptyMessage: "Documents you scan appear here.",
                         retry: {}) { names in
            VStack(spacing: 0) {
                ForEach(names, id: \.self) { name in
                    ListRow(systemImage: "tray", title: name)
                }
            }
        }
    }
}
