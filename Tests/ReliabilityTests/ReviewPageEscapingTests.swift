import Foundation
import PixelproofCatalog
import Snapshots
import XCTest

/// The token review page (`pixelproof review`) shows token paths, values, labels, entry names and
/// error messages that come from token files and git: markup in any of them stays text.
final class ReviewPageEscapingTests: XCTestCase {
    /// Made in `setUp`, not as a default value: XCTest creates an instance of every test class even
    /// for a filtered run, and a folder made there would outlive the tests that never ran.
    var folder: ScratchFolder!

    override func setUp() {
        folder = ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    static let hostileReview = #"""
    {
      "base": "main<script>alert(1)</script>", "head": "HEAD", "totalEntries": 3,
      "changes": [{
        "path": "color.<script>alert(2)</script>", "mode": "light", "kind": "changed",
        "before": "#2f6bff", "after": "<script>alert('after')</script>",
        "beforeSwatch": "#2f6bff\"><script>alert(3)</script>", "afterSwatch": "#000000",
        "entries": ["Card/<img src=x onerror=alert(4)>"]
      }],
      "entries": [
        {"identifier": "Card/<img src=x onerror=alert(4)>", "tokens": ["color.<script>alert(2)</script>"],
         "status": "changed", "summary": "<b>12 pixels</b>", "images": {}},
        {"identifier": "Badge/<script>", "tokens": [], "status": "error",
         "summary": "<script>alert(5)</script>", "images": {}}
      ]
    }
    """#

    func page() throws -> String {
        let review = try JSONDecoder().decode(TokenReviewResult.self, from: Data(Self.hostileReview.utf8))
        return try String(contentsOf: review.write(to: folder.url), encoding: .utf8)
    }

    func testMarkupInTokensLabelsEntriesAndErrorsOpensNoTag() throws {
        let html = try page()
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "only the page's own script")
        XCTAssertFalse(html.contains("<img src=x"))
        XCTAssertFalse(html.contains("<b>12 pixels</b>"))
    }

    func testTokenValueWithAScriptTagIsShownAsText() throws {
        XCTAssertTrue(try page().contains("&lt;script&gt;alert(&#39;after&#39;)&lt;/script&gt;"))
    }

    func testSwatchColourCannotLeaveItsStyleAttribute() throws {
        XCTAssertTrue(try page().contains("background:#2f6bff&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;\""))
    }
}
