import XCTest
@testable import PixelproofCatalog
@testable import Snapshots

final class TokenSourceTests: XCTestCase {
    private func git(_ arguments: [String], in folder: URL) throws {
        _ = try GitRepository(directory: folder).run(["-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments)
    }

    func testAGitRevisionReadsTheTokenFolderAsItWasAtThatRevision() throws {
        let catalog = TestCatalog()
        defer { catalog.remove() }
        try git(["init", "-q"], in: catalog.folder)
        try git(["add", "tokens"], in: catalog.folder)
        try git(["commit", "-q", "-m", "tokens"], in: catalog.folder)
        catalog.writeTokens(accentLight: "#000000", accentDark: "#000000")

        let base = try TokenSource.load("HEAD:tokens", in: catalog.folder)
        let head = try TokenSource.load("tokens", in: catalog.folder)
        XCTAssertEqual(base.label, "HEAD:tokens")
        XCTAssertEqual(TokenChange.changes(from: base.set, to: head.set).map { "\($0.path) \($0.mode)" },
                       ["color.accent dark", "color.accent light"], "modes in the order their files sort")
    }

    func testABareRevisionReadsTheCatalogsTokenFolderWhenGivenOne() throws {
        let catalog = TestCatalog()
        defer { catalog.remove() }
        try git(["init", "-q"], in: catalog.folder)
        try git(["add", "tokens"], in: catalog.folder)
        try git(["commit", "-q", "-m", "tokens"], in: catalog.folder)
        catalog.writeTokens(accentLight: "#000000", accentDark: "#5B8CFF")

        let base = try TokenSource.load("HEAD", in: catalog.folder, gitFolder: "tokens")
        XCTAssertEqual(base.label, "HEAD:tokens")
        let head = try TokenSource.load("tokens", in: catalog.folder)
        XCTAssertEqual(TokenChange.changes(from: base.set, to: head.set).map { "\($0.path) \($0.mode)" }, ["color.accent light"])
        // Without it, a bare revision reads the shipped folder, which this repository lacks.
        XCTAssertThrowsError(try TokenSource.load("HEAD", in: catalog.folder)) { error in
            XCTAssertEqual(error as? TokenReviewError, .noTokenFiles(revision: "HEAD", folder: TokenSource.defaultGitFolder))
        }
    }

    func testSomethingThatIsNeitherAPathNorARevisionIsRejected() {
        let catalog = TestCatalog()
        defer { catalog.remove() }
        XCTAssertThrowsError(try TokenSource.load("no-such-thing", in: catalog.folder)) { error in
            XCTAssertEqual(error as? TokenReviewError, .unknownSource("no-such-thing"))
        }
    }
}
