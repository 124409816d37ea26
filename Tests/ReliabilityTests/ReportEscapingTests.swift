import Foundation
@testable import Snapshots
import XCTest

/// Markup in snapshot names and in text snapshots (a token value or description in a text dump)
/// reaches the HTML report only as text.
final class ReportEscapingTests: XCTestCase {
    /// Made in `setUp`, not as a default value: XCTest creates an instance of every test class even
    /// for a filtered run, and a folder made there would outlive the tests that never ran.
    var folder: ScratchFolder!

    override func setUp() {
        folder = ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func html(after values: [(name: String, reference: String, actual: String)]) throws -> String {
        let configuration = folder.configuration()
        for value in values {
            let location = SnapshotLocation(root: folder.snapshots, group: "Tokens", name: value.name)
            _ = SnapshotRunner.verify(of: value.reference, as: .lines, at: location, configuration: configuration)
            _ = SnapshotRunner.verify(of: value.actual, as: .lines, at: location, configuration: configuration)
        }
        let files = try SnapshotReport.collect(artifactsRoot: folder.artifacts).write(to: folder.artifacts)
        let page = try XCTUnwrap(files.first { $0.lastPathComponent == "index.html" })
        return try String(contentsOf: page, encoding: .utf8)
    }

    /// The report's own script tag is the only one.
    func scriptTags(in html: String) -> Int {
        html.components(separatedBy: "<script").count - 1
    }

    func testTokenValueWithAScriptTagShowsAsTextInTheDiff() throws {
        let page = try html(after: [("color.brand", "color.brand: #2f6bff", "color.brand: <script>alert('token')</script>")])
        XCTAssertEqual(scriptTags(in: page), 1)
        XCTAssertTrue(page.contains("&lt;script&gt;alert(&#39;token&#39;)&lt;/script&gt;"))
    }

    func testSnapshotNameWithMarkupCannotOpenATag() throws {
        let page = try html(after: [("<script>alert(1)</script><img src=x onerror=alert(2)>", "a", "b")])
        XCTAssertEqual(scriptTags(in: page), 1)
        XCTAssertFalse(page.contains("<img src=x"))
        XCTAssertTrue(page.contains("Tokens/script-alert-1-script-img-src=x-onerror=alert-2"))
    }

    func testQuotesInTextCannotLeaveAnAttribute() {
        XCTAssertEqual(HTMLReport.escape("\" onload=\"x' &"), "&quot; onload=&quot;x&#39; &amp;")
    }
}
