@testable import DesignLint
import Foundation
import XCTest

/// `DesignLinter.debtRatio(root:)` (the review's design-debt line) walks only the included
/// folders when it can and reads no font file; it must count exactly what `lint(root:)` counts,
/// and its walk must list exactly the Swift files the whole walk lists.
final class DebtRatioTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("debt-ratio-\(UUID().uuidString)")
        let sources: [String: String] = [
            "Sources/App/Views/Card.swift": "x.padding(16).foregroundColor(.red).cornerRadius(Radius.md)",
            "Sources/App/Views/Row.swift": "Text(t).font(.custom(\"Missing\", size: 12)).padding(Spacing.m)",
            "Sources/App/Theme/Palette.swift": "static let grey600 = Color(red: 0.2, green: 0.2, blue: 0.2)",
            "Sources/App/Generated/Gen.swift": "x.padding(3)",
            "Sources/Other/Outside.swift": "x.padding(7)",
            "Sources/App/.hidden/Hidden.swift": "x.padding(9)",
            "Tests/AppTests/T.swift": "x.padding(5)",
            "Fonts/Inter-Regular.ttf": "not a font",
            "Tokens/app.tokens.json": #"{"space": {"md": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}}"#,
        ]
        for (path, text) in sources {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func configure(_ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(LintConfiguration.fileName))
    }

    private func assertSameAsLint(_ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let report = try DesignLinter.lint(root: root)
        XCTAssertGreaterThan(report.ratio.total, 0, "the fixture must count style values (\(message))", file: file, line: line)
        XCTAssertEqual(try DesignLinter.debtRatio(root: root), report.ratio, message, file: file, line: line)
    }

    func testRatioEqualsTheLintsWithAndWithoutANarrowedWalk() throws {
        try assertSameAsLint("no configuration: the whole package is walked")
        try configure("include = Sources/App\nexclude = Generated\ntokens = Tokens/app.tokens.json\n")
        try assertSameAsLint("include paths and tokens: only Sources/App is walked")
        try configure("include = Sources/App/Views\ninclude = Sources/App\ninclude = Sources/Other/Outside.swift\ntokens = Tokens/app.tokens.json\n")
        try assertSameAsLint("nested includes and a file")
        try configure("include = App\ntokens = Tokens/app.tokens.json\n")
        try assertSameAsLint("a folder name, not a path: the whole package is walked")
        try configure("include = Sources/App\n")
        try assertSameAsLint("no token set named: the whole package is walked to find one")
    }

    func testTheNarrowedWalkListsTheSameSwiftFiles() throws {
        // A link back up the tree, a linked folder inside the included one, a dangling link.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/App/Views/Up").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/App/Linked").path,
                                                   withDestinationPath: root.appendingPathComponent("Sources/Other").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/App/Gone.swift").path, withDestinationPath: "/nonexistent/x.swift")
        for include in [["Sources/App"], ["Sources/App/Views", "Sources/App"], ["Sources/App/Views/Card.swift"], ["Sources/Nope"],
                        ["Sources/App/.hidden"], ["Sources/App/Views/Up/Sources/Other"]] {
            var configuration = LintConfiguration()
            configuration.include = include
            configuration.tokens = ["Tokens/app.tokens.json"]
            let whole = try LintSources.find(root: root, configuration: configuration)
            let narrowed = try LintSources.find(root: root, configuration: configuration, fonts: false)
            XCTAssertEqual(narrowed.swiftFiles, whole.swiftFiles, "include \(include)")
            XCTAssertEqual(narrowed.fontFiles, [], "include \(include)")
            XCTAssertEqual(whole.fontFiles, ["Fonts/Inter-Regular.ttf"], "include \(include)")
        }
        XCTAssertNil(LintSources.includedFolders(LintConfiguration()), "no include: the whole package")
        var configuration = LintConfiguration()
        configuration.include = ["Sources/App/.hidden"]
        XCTAssertNil(LintSources.includedFolders(configuration), "a hidden component: the whole walk decides")
        configuration.include = ["Sources/App/Views", "Sources/App", "Sources/App"]
        XCTAssertEqual(LintSources.includedFolders(configuration), ["Sources/App"])
    }

    /// This package's own `.pixelproof-lint` names its include folder and token set: the
    /// narrowed walk counts what the whole lint counts.
    func testThisPackagesRatioEqualsItsLints() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let report = try DesignLinter.lint(root: packageRoot)
        XCTAssertGreaterThan(report.ratio.total, 0)
        XCTAssertEqual(try DesignLinter.debtRatio(root: packageRoot), report.ratio)
    }
}
