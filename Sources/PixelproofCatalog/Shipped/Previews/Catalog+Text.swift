import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    static let textStyleEntries: [CatalogEntry] = [
        CatalogEntry("TextStyle/scale") {
            VStack(alignment: .leading, spacing: Space.xs) {
                ForEach(TextStylePreview.styles, id: \.name) { sample in
                    Text(sample.name).appText(sample.style).lineLimit(1)
                }
            }
            .foregroundStyle(Color.textPrimary)
            .frame(maxWidth: .infinity, alignment: .leading)
        },
        CatalogEntry("TextStyle/label-original") {
            VStack(alignment: .leading, spacing: Space.xs) {
                Text("Shared by").appText(.label)
                Text("Ada's iPad").appText(.label.original)
            }
            .foregroundStyle(Color.textSecondary)
            .frame(maxWidth: .infinity, alignment: .leading)
        },
        CatalogEntry("TextStyle/two-line-wrap") {
            Text("Body text wraps at word boundaries to the width it is given, and keeps its line height.")
                .appText(.body)
                .foregroundStyle(Color.textPrimary)
                .frame(maxWidth: .infinity, alignment: .leading)
        },
    ]
}

enum TextStylePreview {
    static let styles: [(name: String, style: AppTextStyle)] = [
        ("Large Title", .largeTitle), ("Title 1", .title1), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption 1", .caption1), ("Caption 2", .caption2), ("Label", .label),
    ]
}
