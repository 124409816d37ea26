import Foundation
@testable import PixelproofCatalog
@testable import PixelproofCLI
import SwiftUI
import TestSupport
import XCTest

/// A component package's catalog, in process: the previews declared below (a provider with three
/// previews, two `#Preview`s, a provider whose preview names its device) are found at run time in this test module, configured by a
/// `.pixelproof.json`, and run through the package's command table (`PackageTool.commands`) as
/// `swift package pixelproof` runs them. scripts/package-e2e does the same through the plugin.
final class PackageCatalogTests: XCTestCase {
    static let module = "CatalogRunTests"

    func testPreviewsOfTheModuleAreTheCatalogInComponentThenDeclarationOrder() {
        let entries = PreviewCatalog.entries(modules: [Self.module])
        XCTAssertEqual(entries.map(\.name), [
            "Chip/plain", "Chip/accent", "Chip/Preview 3",
            "PackageCatalogTests/tile", "PackageCatalogTests/Preview", "Wide/se",
        ])
        XCTAssertEqual(entries[0].source, "CatalogRunTests.ChipPreviews")
        XCTAssertTrue(entries[3].source.hasPrefix("CatalogRunTests/PackageCatalogTests.swift:"), entries[3].source)
        XCTAssertEqual(entries[0].layout, .sizeThatFits)
        XCTAssertEqual(entries[4].layout, .device)
        // A `.device` preview takes the width of its own device, else the package's, else an iPhone 15's.
        let appearance = CatalogAppearance(colorScheme: .light, dynamicTypeSize: .large)
        XCTAssertEqual(entries[5].renderSize(in: appearance), .width(320))
        XCTAssertEqual(entries[4].renderSize(in: appearance), .width(393))
        XCTAssertEqual(entries[4].renderSize(in: CatalogAppearance(colorScheme: .light, dynamicTypeSize: .large, device: CatalogDevice(named: "ipad mini"))),
                       .width(768))
        XCTAssertTrue(PreviewCatalog.entries(modules: ["NoSuchModule"]).isEmpty)
    }

    func testProviderNamesLoseTheirPreviewsSuffix() {
        XCTAssertEqual(PreviewCatalog.componentName(ofProvider: "Badge_Previews"), "Badge")
        XCTAssertEqual(PreviewCatalog.componentName(ofProvider: "BadgePreviews"), "Badge")
        XCTAssertEqual(PreviewCatalog.componentName(ofProvider: "Previews"), "Previews")
    }

    func testConfigurationMakesEveryAppearanceAndNamesBadKeysAndValues() throws {
        let root = try makeTemporaryDirectory().url
        XCTAssertEqual(try PackageConfiguration.load(packageRoot: root).appearances.map(\.name), ["light.default", "dark.default"])
        let file = root.appendingPathComponent(".pixelproof.json")
        try Data(#"{"colorSchemes": ["dark"], "dynamicTypeSizes": ["large", "accessibility1"], "scales": [2, 3], "devices": ["iPhone SE"]}"#.utf8).write(to: file)
        XCTAssertEqual(try PackageConfiguration.load(packageRoot: root).appearances.map(\.name), [
            "dark.default.iPhone-SE", "dark.ax1.iPhone-SE", "dark.default.3x.iPhone-SE", "dark.ax1.3x.iPhone-SE",
        ])
        try Data(#"{"modules": ["Elsewhere"]}"#.utf8).write(to: file)
        XCTAssertThrowsError(try PackageCatalog(packageRoot: root, modules: [Self.module])) { error in
            XCTAssertEqual("\(error)", file.path + #": bad value for "modules": expected modules of the package's library products (CatalogRunTests); Elsewhere is not one"#)
        }
        try Data(#"{"colourSchemes": ["dark"]}"#.utf8).write(to: file)
        XCTAssertThrowsError(try PackageConfiguration.load(packageRoot: root)) { error in
            XCTAssertEqual("\(error)", file.path + #": bad value for "colourSchemes": expected one of the keys modules, tokens, snapshots, colorSchemes, dynamicTypeSizes, scales, devices"#)
        }
        try Data(#"{"dynamicTypeSizes": ["huge"]}"#.utf8).write(to: file)
        XCTAssertThrowsError(try PackageConfiguration.load(packageRoot: root)) { error in
            XCTAssertTrue("\(error)".contains(#"bad value for "dynamicTypeSizes": expected a list of xSmall, small"#), "\(error)")
        }
    }

    func testPackageCommandsRecordVerifyAndReviewTheModulesPreviews() throws {
        let root = try makeTemporaryDirectory(prefix: "pixelproof-package").url
        try writeTokens(to: root.appendingPathComponent("Tokens"), accent: "#2F6BFF", unused: "#777777")
        try writeTokens(to: root.appendingPathComponent("base"), accent: "#2F6BFF", unused: "#777777")
        let catalog = try PackageCatalog(packageRoot: root, modules: [Self.module])
        XCTAssertEqual(catalog.tokenPath, "Tokens")
        let commands = PackageTool.commands(for: catalog)
        XCTAssertEqual(commands.map(\.spec.name), PackageTool.verbs)

        let missing = run(["verify"], commands, in: root)
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(missing.out.contains("12 snapshots: 0 passed, 12 failed"), missing.out)
        XCTAssertEqual(run(["record"], commands, in: root).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__/Chip/accent.dark.default.png").path))
        let passed = run(["verify"], commands, in: root)
        XCTAssertEqual(passed.code, 0, passed.out + passed.err)

        // Only the light accent changes: exactly the light preview that reads it fails.
        try writeTokens(to: root.appendingPathComponent("Tokens"), accent: "#D62828", unused: "#777777", darkAccent: "#5B8CFF")
        let failed = run(["verify"], commands, in: root)
        XCTAssertEqual(failed.code, 1)
        XCTAssertEqual(failed.lines.filter { $0.hasPrefix("failed") }.map { String($0.split(separator: " ")[1].dropLast()) },
                       ["Chip/accent.light.default"])
        let review = run(["review", "--base", "base", "--head", "Tokens"], commands, in: root)
        XCTAssertEqual(review.code, 1, review.out + review.err)
        XCTAssertTrue(review.out.contains("token color.brand.accent [light]: #2F6BFF → #D62828; read by 1 entry"), review.out)
        for kind in ["before", "after", "diff"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/pixelproof-review/images/Chip/accent.light.default.\(kind).png").path), kind)
        }

        // A change no preview reads: not "no change", an error that says why.
        try writeTokens(to: root.appendingPathComponent("Tokens"), accent: "#2F6BFF", unused: "#FF0000")
        let unread = run(["review", "--base", "base", "--head", "Tokens"], commands, in: root)
        XCTAssertEqual(unread.code, 2)
        XCTAssertTrue(unread.err.contains("2 token changes but none of the 12 entries of package"), unread.err)

        // The audit covers every preview in every appearance of the package (12 snapshots), with
        // the package's own tokens, and writes its page.
        let audit = run(["audit", "--json", "audit.json"], commands, in: root)
        XCTAssertNotEqual(audit.code, 2, audit.err)
        XCTAssertTrue(audit.out.contains("audited 12 snapshots:"), audit.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/pixelproof-audit/index.html").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("audit.json").path))
    }

    func testAPackageWithoutPreviewsIsAnErrorNotAPass() throws {
        let root = try makeTemporaryDirectory().url
        let catalog = try PackageCatalog(packageRoot: root, modules: ["NoSuchModule"])
        let outcome = run(["verify"], PackageTool.commands(for: catalog), in: root)
        XCTAssertEqual(outcome.code, 2)
        XCTAssertTrue(outcome.err.contains("has no previews"), outcome.err)
    }

    // MARK: - Helpers

    struct Outcome {
        var code: Int32
        var out: String
        var err: String
        var lines: [String] { out.split(separator: "\n").map(String.init) }
    }

    private func run(_ arguments: [String], _ commands: [Command], in root: URL) -> Outcome {
        let out = Captured(), err = Captured()
        let context = CommandContext(environment: ["CI": "true", "PIXELPROOF_RUN_ID": "package-catalog-tests"], currentDirectory: root,
                                     writeOut: { out.append($0) }, writeError: { err.append($0) })
        let code = PixelproofTool.run(arguments + (arguments[0] == "audit" ? [] : ["--jobs", "2"]), context: context, commands: commands)
        return Outcome(code: code, out: out.text, err: err.text)
    }

    private func writeTokens(to folder: URL, accent: String, unused: String, darkAccent: String = "#5B8CFF") throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (mode, accent) in [("light", accent), ("dark", darkAccent)] {
            let json = #"{"color": {"$type": "color", "brand": {"accent": {"$value": "\#(accent)"}, "unused": {"$value": "\#(unused)"}}}}"#
            try Data(json.utf8).write(to: folder.appendingPathComponent("brand.\(mode).tokens.json"))
        }
    }
}

// MARK: - The previews this test module declares

struct Chip: View {
    var title: String
    var accented = false

    var body: some View {
        Text(title)
            .padding(4)
            .background(Capsule().fill(accented ? Color("brand/accent") : Color.gray))
    }
}

struct ChipPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Chip(title: "Plain").previewDisplayName("plain")
            Chip(title: "Accent", accented: true).previewDisplayName("accent")
            Chip(title: "Three")
        }
        .previewLayout(.sizeThatFits)
    }
}

#Preview("tile", traits: .sizeThatFitsLayout) {
    Rectangle().fill(Color.blue).frame(width: 12, height: 8)
}

#Preview {
    Rectangle().fill(Color.green).frame(width: 12, height: 8)
}

struct WidePreviews: PreviewProvider {
    static var previews: some View {
        Rectangle().fill(Color.gray).frame(height: 4).previewDevice("iPhone SE").previewDisplayName("se")
    }
}
