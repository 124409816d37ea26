import Snapshots
import Foundation
import Raster
import SwiftUI
import Tokens

/// One thing `CatalogAudit` audits: a catalog entry in one appearance, named by its snapshot
/// identifier (`Button/primary/default.dark.ax1`), and how to lay it out under a token set.
///
/// ```swift
/// let subject = AuditSubject(identifier: "Badge/count.light.default", entry: "Badge/count", appearance: "light.default") { tokens in
///     layout(Badge(count: 3), size: .ideal, scale: .x2, tokens: tokens)
/// }
/// ```
public struct AuditSubject: Sendable {
    /// The snapshot identifier: where the entry's image lives, and the first part of every finding id.
    public let identifier: String
    /// The catalog entry's name (`Button/primary/default`).
    public let entry: String
    /// The appearance's name (`dark.ax1`).
    public let appearance: String
    public let layout: @Sendable (TokenSet) -> LayoutResult
    /// What the entry's snapshot is drawn over (a package preview's white or black), so contrast
    /// is measured on the pixels the reference shows; `.clear` when the view draws its own.
    public let background: RGBA8

    public init(identifier: String, entry: String, appearance: String, background: RGBA8 = .clear,
                layout: @escaping @Sendable (TokenSet) -> LayoutResult) {
        self.identifier = identifier
        self.entry = entry
        self.appearance = appearance
        self.background = background
        self.layout = layout
    }
}
