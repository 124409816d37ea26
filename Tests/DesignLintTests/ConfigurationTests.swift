@testable import DesignLint
import Foundation
import XCTest

final class ConfigurationTests: XCTestCase {
    func testParsesEveryKeyWithCommentsAndTrailingSlashes() throws {
        let text = """
            # lint setup
            include = Sources
            exclude = Sources/Generated/   # generated code
            styles = Sources/App/Look
            tokens = Tokens/app.resolver.json
            fonts = Resources/Fonts
            known-font = CourierNewPS-BoldMT
            """
        let configuration = try LintConfiguration.parse(text, file: ".pixelproof-lint")
        XCTAssertEqual(configuration.include, ["Sources"])
        XCTAssertEqual(configuration.exclude, ["Sources/Generated"])
        XCTAssertEqual(configuration.styles, ["Sources/App/Look"])
        XCTAssertEqual(configuration.tokens, ["Tokens/app.resolver.json"])
        XCTAssertEqual(configuration.fonts, ["Resources/Fonts"])
        XCTAssertEqual(configuration.knownFonts, ["CourierNewPS-BoldMT"])
    }

    func testDefaultStyleFoldersAreTheSeeds() {
        XCTAssertEqual(LintConfiguration().styles, ["DesignSystem", "Tokens", "Theme", "Themes", "Style", "Styles"])
    }

    func testErrorsNameFileLineAndTheKeys() {
        XCTAssertThrowsError(try LintConfiguration.parse("include = Sources\nskip = Tests", file: "cfg")) { error in
            XCTAssertEqual("\(error)", "cfg:2: unknown key 'skip'; keys are include, exclude, styles, tokens, fonts, known-font (see docs/lint.md for the format)")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("styles", file: "cfg")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cfg:1: expected 'key = value'"), "\(error)")
        }
        XCTAssertThrowsError(try LintConfiguration.parse("tokens =  ", file: "cfg"))
    }

    func testPatternsMatchPathsOrFolderNames() {
        XCTAssertTrue(LintConfiguration.matches("Sources/App/Theme/Colors.swift", pattern: "Theme"))
        XCTAssertFalse(LintConfiguration.matches("Sources/App/ThemePicker.swift", pattern: "Theme"))
        XCTAssertFalse(LintConfiguration.matches("Sources/App/Theme.swift", pattern: "Theme"), "a name matches folders, not files")
        XCTAssertTrue(LintConfiguration.matches("Sources/App/Look/A.swift", pattern: "Sources/App"))
        XCTAssertFalse(LintConfiguration.matches("Sources/Apple/A.swift", pattern: "Sources/App"))
        XCTAssertTrue(LintConfiguration.matches("Sources/App/Only.swift", pattern: "Sources/App/Only.swift"))
    }

    func testPackageWalkSkipsHiddenAndBuildFoldersAndHonoursIncludeAndExclude() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Sources/A/View.swift", "Sources/A/Generated/Gen.swift", ".build/x/B.swift", "Tests/T.swift", "Package.swift",
                     "Sources/A/Fonts/Inter-Regular.ttf", "Tokens/app.resolver.json"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        var configuration = LintConfiguration()
        configuration.exclude = ["Generated"]
        let sources = try LintSources.find(root: root, configuration: configuration)
        XCTAssertEqual(sources.swiftFiles, ["Sources/A/View.swift"])
        XCTAssertEqual(sources.fontFiles, ["Sources/A/Fonts/Inter-Regular.ttf"])
        XCTAssertEqual(sources.tokenFiles, ["Tokens/app.resolver.json"])
        XCTAssertThrowsError(try LintSources.find(root: root.appendingPathComponent("nope"), configuration: configuration))
    }

    func testPackageWalkFollowsLinksReadsFontExtensionsInAnyCaseAndDefaultsIncludeByAnyFileUnderSources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Shared/Row.swift", "Shared/Serif.OTF", "App/Main.swift", "Other/theme.tokens.json", "Sources/README.md"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        // A linked folder is walked as the folder it points to; a dangling link is passed over.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path, withDestinationPath: root.appendingPathComponent("Shared").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Dangling.swift").path, withDestinationPath: "/nonexistent/x.swift")
        let sources = try LintSources.find(root: root, configuration: LintConfiguration())
        // Sources/ holds a file (not a Swift one), so include defaults to Sources: no Swift file is linted.
        XCTAssertEqual(sources.swiftFiles, [])
        XCTAssertEqual(sources.fontFiles, ["Linked/Serif.OTF", "Shared/Serif.OTF"])
        XCTAssertEqual(sources.tokenFiles, ["Other/theme.tokens.json"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/README.md"))
        XCTAssertEqual(try LintSources.find(root: root, configuration: LintConfiguration()).swiftFiles,
                       ["App/Main.swift", "Linked/Row.swift", "Shared/Row.swift"])
        // A link back up the tree is not walked again: the walk ends, each file read once per way in.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Up").path, withDestinationPath: root.path)
        XCTAssertEqual(try LintSources.find(root: root, configuration: LintConfiguration()).swiftFiles,
                       ["App/Main.swift", "Linked/Row.swift", "Shared/Row.swift"])
    }
}
