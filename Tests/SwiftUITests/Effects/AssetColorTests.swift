import Foundation
import SwiftUI
import XCTest

/// `Color("Name", bundle:)` reads colour sets from an asset catalog in the bundle's resources,
/// written the ways Xcode writes them.
final class AssetColorTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-asset-colors-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Colors.xcassets")
        try write(catalog.appendingPathComponent("Brand.colorset/Contents.json"), """
        {"colors":[
          {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"1.000","alpha":"1.000"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"0x33","green":"102","blue":"0xCC","alpha":"0.500"}}}
        ],"info":{"author":"xcode","version":1}}
        """)
        try write(catalog.appendingPathComponent("Greys/Contents.json"), #"{"properties":{"provides-namespace":true}}"#)
        try write(catalog.appendingPathComponent("Greys/Mid.colorset/Contents.json"),
                  #"{"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"1.000","alpha":"1.000"}}}]}"#)
        try write(catalog.appendingPathComponent("Broken.colorset/Contents.json"), #"{"colors":[]}"#)
        try write(catalog.appendingPathComponent("Accent.colorset/Contents.json"),
                  #"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}"#)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ url: URL, _ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func fill(_ color: Color, _ scheme: ColorScheme = .light) -> (String?, [LayoutError]) {
        let result = layout(color.frame(width: 1, height: 1), size: .ideal, colorScheme: scheme)
        return (result.root.allViews.compactMap { $0.details.first { $0.name == "fill" }?.value }.first, result.problems)
    }

    func testAnyAndDarkAppearancesWithFloatIntegerAndHexComponents() throws {
        let bundle = try XCTUnwrap(Bundle(path: root.path))
        XCTAssertEqual(fill(Color("Brand", bundle: bundle)).0, "#3366FF")
        XCTAssertEqual(fill(Color("Brand", bundle: bundle), .dark).0, "#3366CC80")
    }

    func testASystemColourReferenceKeepsItsLightAndDarkValues() throws {
        let bundle = try XCTUnwrap(Bundle(path: root.path))
        XCTAssertEqual(fill(Color("Accent", bundle: bundle)).0, "#007AFF")
        XCTAssertEqual(fill(Color("Accent", bundle: bundle), .dark).0, "#0A84FF")
    }

    func testNamespacedFoldersPrefixTheName() throws {
        let bundle = try XCTUnwrap(Bundle(path: root.path))
        XCTAssertEqual(fill(Color("Greys/Mid", bundle: bundle)).0, "#FFFFFF")
        XCTAssertEqual(fill(Color("Mid", bundle: bundle)).1.count, 1)
    }

    func testAnUnknownNameIsAProblemNamingTheColourAndWhereItWasLookedFor() throws {
        let bundle = try XCTUnwrap(Bundle(path: root.path))
        let (paint, problems) = fill(Color("Missing", bundle: bundle))
        XCTAssertEqual(paint, "#FF00FF")
        XCTAssertEqual(problems.count, 1)
        let message = problems.first.map(String.init(describing:)) ?? ""
        XCTAssertTrue(message.contains("'Missing'") && message.contains(bundle.resourceURL?.path ?? bundle.bundlePath), message)
    }

    func testAColourSetWithoutColoursIsReportedWithItsFile() throws {
        let bundle = try XCTUnwrap(Bundle(path: root.path))
        let problems = fill(Color("Broken", bundle: bundle)).1
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(String(describing: problems[0]).contains("Broken.colorset/Contents.json"), "\(problems)")
    }
}
