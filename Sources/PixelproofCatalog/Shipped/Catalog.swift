import DesignSystem

/// Every preview of every component, in a stable order: the design system's living
/// documentation and the list the snapshot tests, `pixelproof verify|record|review` and the
/// contact sheets expand over `CatalogAppearance.all`.
///
/// Each component declares its previews in one place (`Catalog+<Component>.swift`), one entry
/// per variant × state the seeds ask for: default, pressed, disabled, loading, error, empty, long
/// text and a two-line wrap where they apply.
///
/// ```swift
/// for entry in Catalog.entries(for: "Button") {
///     for appearance in CatalogAppearance.all {
///         let image = try entry.render(in: appearance).bitmap
///     }
/// }
/// ```
public enum Catalog {
    /// All entries, grouped by component in the order below, previews in declaration order.
    public static let entries: [CatalogEntry] = [
        textStyleEntries, buttonEntries, rowEntries, listRowEntries, textFieldRowEntries, textInputEntries,
        textFieldEntries, searchFieldEntries, cardEntries, chipEntries, badgeEntries, sectionHeaderEntries,
        dividerEntries, progressBarEntries, sheetEntries, confirmSheetEntries, toastEntries,
        contentStateEntries, emptyStateEntries, screenEntries,
    ].flatMap { $0 }

    /// The component names, in catalog order.
    public static var components: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.component) {
            seen.append(entry.component)
        }
        return seen
    }

    /// The entries of one component, in declaration order.
    public static func entries(for component: String) -> [CatalogEntry] {
        entries.filter { $0.component == component }
    }

    /// The entry called `name`, if there is one.
    public static func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }
}
