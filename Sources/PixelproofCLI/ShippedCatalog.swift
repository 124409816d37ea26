import BitmapText
import DesignSystem
import PixelproofCatalog
import Raster
import Snapshots
import SwiftUI
import Tokens

/// The design system's catalog as the snapshots `verify`, `record` and `review` run: every
/// `Catalog` entry in every `CatalogAppearance`, at the path `CatalogSnapshotPath` gives it below
/// `__Snapshots__/` (`Button/primary/disabled.dark.ax1`), rendered with the token set the
/// command chose. Tracing for `review` is a layout pass alone: tokens are read while laying out,
/// so it finds the same paths as a full render without drawing (a layout with problems still
/// traces; its render then fails and shows on the page).
enum ShippedCatalog {
    static let snapshots: @Sendable () -> [CatalogSnapshot] = {
        Catalog.entries.flatMap { entry in
            CatalogAppearance.all.map { appearance in snapshot(entry, appearance) }
        }
    }

    /// Every entry in every appearance for `pixelproof audit`, under the same identifiers.
    static let auditSubjects: @Sendable () -> [AuditSubject] = {
        Catalog.entries.flatMap { entry in
            CatalogAppearance.all.map { appearance in
                let path = CatalogSnapshotPath(entry: entry, appearance: appearance)
                return AuditSubject(identifier: (path.folders + [path.fileStem]).joined(separator: "/"), entry: entry.name,
                                    appearance: appearance.name) { set in
                    layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: CatalogAppearance.scale,
                           colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize, tokens: set)
                }
            }
        }
    }

    static func snapshot(_ entry: CatalogEntry, _ appearance: CatalogAppearance) -> CatalogSnapshot {
        let path = CatalogSnapshotPath(entry: entry, appearance: appearance)
        return CatalogSnapshot(
            path: (path.folders + [path.fileStem]).joined(separator: "/"),
            mode: appearance.colorScheme.rawValue,
            trace: { set in
                layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: CatalogAppearance.scale,
                       colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize, tokens: set).tokensRead
            },
            render: { set in
                // `entry.render(in:tokens:)`'s layout and drawing, keeping the layout for `verify --audit`.
                let result = layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: CatalogAppearance.scale,
                                    colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize, tokens: set)
                return RenderedSnapshot(bitmap: try result.render(), tokenPaths: result.tokensRead, layout: result)
            })
    }
}
