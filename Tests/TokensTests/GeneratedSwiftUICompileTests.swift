import Foundation
@testable import Tokens
import XCTest

/// `tokens gen` output for every type SwiftUI has a spelling for, type-checked with `swiftc`
/// against this build's `SwiftUI` module (and `DesignSystem`, whose names a package's must not
/// clash with). Skipped, saying why, where the build's modules or `swiftc` cannot be found.
final class GeneratedSwiftUICompileTests: XCTestCase {
    static let packageTokens = """
    { "color": { "$type": "color",
        "text": { "primary": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } } },
        "bg": { "canvas": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } },
      "space": { "lg": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
      "typography": { "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 15, "unit": "px" },
        "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } } },
      "shadow": { "card": { "$type": "shadow", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 },
        "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 3, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } },
      "border": { "focus": { "$type": "border", "$value": { "color": "{color.text.primary}", "width": { "value": 2, "unit": "px" }, "style": "dashed" } },
                  "hairline": { "$type": "border", "$value": { "color": "{color.bg.canvas}", "width": { "value": 1, "unit": "px" },
                    "style": { "dashArray": [{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }], "lineCap": "round" } } } },
      "dotted": { "$type": "strokeStyle", "$value": "dotted" },
      "gradient": { "hero": { "$type": "gradient", "$value": [
        { "color": "{color.text.primary}", "position": 0 }, { "color": "{color.bg.canvas}", "position": 1 } ] } },
      "emphasized": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] },
      "transition": { "fade": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" },
        "delay": { "value": 50, "unit": "ms" }, "timingFunction": "{emphasized}" } } } }
    """

    /// What a package writes with its tokens, beside the design system's.
    static let packageUse = """
    import SwiftUI
    import DesignSystem
    import AcmePackage

    struct Card: View {
        var body: some View {
            Text("Hi")
                .foregroundStyle(Color.textPrimary)
                .foregroundStyle(Acme.Colors.textPrimary)
                .textStyle(Acme.TextStyle.body)
                .padding(Acme.Space.lg)
                .shadow(Acme.Shadow.card)
                .border(Acme.Border.focus, cornerRadius: 8)
                .background(LinearGradient(gradient: Acme.Gradients.hero, startPoint: .top, endPoint: .bottom))
                .overlay(Circle().stroke(style: Acme.StrokeStyles.dotted(lineWidth: 2)))
                .animation(Acme.Transition.fade.animation, value: 1)
                .animation(Acme.Curve.emphasized.animation(duration: 0.3), value: 2)
        }
    }
    """

    private func modules() throws -> (directory: URL, cModuleMaps: [URL]) {
        // The build folder (.build/<triple>/debug) is the bundle's URL on Linux and the folder
        // holding PixelproofPackageTests.xctest elsewhere.
        let bundle = Bundle(for: Self.self).bundleURL
        let build = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        let modules = build.appendingPathComponent("Modules")
        let swiftUI = modules.appendingPathComponent("SwiftUI.swiftmodule")
        guard FileManager.default.fileExists(atPath: swiftUI.path) else {
            throw XCTSkip("no SwiftUI.swiftmodule beside the test bundle (\(modules.path)); cannot type-check generated code")
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // The C modules Raster imports: SwiftPM writes module maps for the package's C targets.
        let maps = [build.appendingPathComponent("CPNGGlue.build/module.modulemap"), build.appendingPathComponent("CPrefetch.build/module.modulemap"),
                    packageRoot.appendingPathComponent("Sources/CLibPNG/module.modulemap")]
        for map in maps where !FileManager.default.fileExists(atPath: map.path) {
            throw XCTSkip("no module map at \(map.path); cannot type-check generated code")
        }
        return (modules, maps)
    }

    /// Runs `swiftc` with `arguments` and the build's module paths; the compiler's output when
    /// it fails, empty when it succeeds.
    private func swiftc(_ arguments: [String]) throws -> String {
        let (modules, maps) = try modules()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments + ["-I", modules.path] + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        do { try process.run() } catch { throw XCTSkip("cannot run swiftc: \(error)") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : text
    }

    /// Builds `package` (generated code and a `Bundle.module` stand-in) as the module
    /// `AcmePackage`, then type-checks `use`, a file of another module importing it; the errors.
    private func compile(package source: String, use: String) throws -> String {
        let folder = TokenFiles(["DesignTokens.swift": source, "Bundle.swift": Self.bundleStub, "Use.swift": use])
        let built = try swiftc(["-emit-module", "-parse-as-library", "-module-name", "AcmePackage",
                                "-emit-module-path", folder.url("AcmePackage.swiftmodule").path,
                                folder.url("DesignTokens.swift").path, folder.url("Bundle.swift").path])
        guard built.isEmpty else { return built }
        return try swiftc(["-typecheck", "-module-name", "App", "-I", folder.directory.path, folder.url("Use.swift").path])
    }

    private static let bundleStub = "import Foundation\nextension Bundle { static var module: Bundle { .main } }\n"

    func testNamespacedOutputOfEveryCompositeTypeCompilesBesideTheDesignSystem() throws {
        let set = try singleFile(Self.packageTokens).load(["a.tokens.json"])
        let source = try SwiftUITokenGenerator.generate(set, catalog: "Colors.xcassets", namespace: "Acme")
        for expected in ["public enum Acme {}", "    enum Colors {", "public extension Acme.Border {", "static func dotted(lineWidth: CGFloat = 1) -> StrokeStyle",
                         "StrokeStyle(lineWidth: 2, dash: [2 * 3, 2 * 3])", "StrokeStyle(lineWidth: 1, lineCap: .round, dash: [4, 2])",
                         "duration: 0.2, delay: 0.05, x1: 0.2, y1: 0, x2: 0, y2: 1",
                         // Read when drawn under Pixelproof, the constant standing in outside a render.
                         "static func border(_ path: String, _ value: Acme.Border) -> Acme.Border", "CompositeTokenRead.border(path)",
                         "CompositeTokenRead.gradient(path) ?? value", "CompositeTokenRead.strokeStyle(path, lineWidth: lineWidth) ?? value",
                         "CompositeTokenRead.curve(path)", "CompositeTokenRead.transition(path)"] {
            XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
        }
        XCTAssertEqual(try compile(package: source, use: Self.packageUse), "", "generated code does not type-check:\n\(source)")
    }

    /// The failure `--namespace` exists for: without it, the package's `Color.textPrimary` and
    /// the design system's are ambiguous.
    func testOutputWithoutANamespaceClashesWithTheDesignSystem() throws {
        let set = try singleFile(Self.packageTokens).load(["a.tokens.json"])
        let source = try SwiftUITokenGenerator.generate(set, catalog: "Colors.xcassets")
        let errors = try compile(package: source, use: "import SwiftUI\nimport DesignSystem\nimport AcmePackage\nlet color: Color = .textPrimary\n")
        XCTAssertTrue(errors.contains("ambiguous use of 'textPrimary'"), errors)
        let alone = try compile(package: source, use: "import SwiftUI\nimport AcmePackage\nlet color: Color = .textPrimary\nlet border = DesignBorder.focus\n"
                                + "let gradient = DesignGradient.hero\nlet curve = DesignCurve.emphasized.animation(duration: 1)\nlet fade = DesignTransition.fade.animation\n")
        XCTAssertEqual(alone, "", "generated code does not type-check on its own:\n\(source)")
    }

    func testANamespaceMustBeATypeName() throws {
        let set = try singleFile(Self.packageTokens).load(["a.tokens.json"])
        XCTAssertThrowsError(try SwiftUITokenGenerator.generate(set, catalog: "Colors.xcassets", namespace: "acme-kit")) { error in
            XCTAssertEqual("\(error)", "namespace \"acme-kit\" is not a Swift type name; use letters, digits and _, starting with a capital letter (e.g. AcmeTokens)")
        }
    }
}
