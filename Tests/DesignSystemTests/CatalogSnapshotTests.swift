import DesignSystem
import PixelproofCatalog
import Foundation
import Raster
import Snapshots
import XCTest

/// The whole catalog, in every appearance, against the references under `__Snapshots__/`.
final class CatalogSnapshotTests: XCTestCase {
    func testEveryCatalogEntryMatchesItsReferenceInEveryAppearance() {
        let failures = CatalogSnapshots.forEachEntry { entry, appearance -> String? in
            let bitmap: Bitmap
            do {
                bitmap = try entry.render(in: appearance).bitmap
            } catch {
                return "\(entry.name) \(appearance): \(error)"
            }
            let result = SnapshotRunner.verify(of: bitmap, as: .image(), at: CatalogSnapshots.location(entry, appearance))
            return result.isFailure ? result.message ?? result.summary : nil
        }.compactMap { $0 }
        XCTAssert(failures.isEmpty, "\(failures.count) catalog snapshot(s) failed:\n" + failures.joined(separator: "\n"))
    }
}
