import XCTest
@testable import BitmapText

final class BundledFontTests: XCTestCase {
    func testEveryBundledStrikeParses() throws {
        for descriptor in StrikeCatalog.all {
            let strike = try FontLibrary.shared.load(descriptor)
            XCTAssertEqual(strike.font.pixelSize, descriptor.pixelSize, "\(descriptor)")
        }
    }
}
