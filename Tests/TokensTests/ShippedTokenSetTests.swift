import DesignSystem
import Raster
@testable import Tokens
import XCTest

final class ShippedTokenSetTests: XCTestCase {
    func testShippedSetHasLightAndDarkWithLightByDefault() {
        XCTAssertEqual(TokenSet.shipped.modes, ["light", "dark"])
        XCTAssertEqual(TokenSet.shipped.defaultMode, "light")
    }

    func testShippedSetPassesItsContrastAuditInBothModes() {
        let audit = ContrastAudit(set: .shipped)
        XCTAssertEqual(audit.failures.map { "\($0.mode) \($0.pair.foreground) on \($0.pair.background)" }, [])
        XCTAssertEqual(Set(audit.rows.map(\.mode)), ["light", "dark"])
    }

    func testEveryTextColorDeclaresTheBackgroundsItSitsOn() {
        let declared = Set(TokenSet.shipped.contrastPairs.map(\.foreground))
        let textColors = TokenSet.shipped.defaultTokens.paths.filter { path in
            path.hasPrefix("color.") && (path.hasPrefix("color.text.") || path.hasSuffix("label") || path.hasSuffix("Label") || path.hasSuffix(".fg"))
        }
        XCTAssertEqual(textColors.filter { !declared.contains($0) }, [])
    }

    func testPrimitivesComeFromTheSeeds() throws {
        let tokens = TokenSet.shipped.defaultTokens
        let seeds = ["palette.brand.500": "#2F6BFF", "palette.brand.600": "#2453D6", "palette.neutral.000": "#FFFFFF",
                     "palette.neutral.100": "#F4F4F7", "palette.neutral.700": "#3A3A42", "palette.neutral.900": "#0B0B0F"]
        for (path, hex) in seeds.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(tokens.token(path)?.value, .color(RGBA8(hex: hex)!), path)
        }
    }

    func testSemanticColorsFollowTheSeedsInEachMode() throws {
        let light = try TokenSet.shipped.resolved(mode: "light")
        let dark = try TokenSet.shipped.resolved(mode: "dark")
        XCTAssertEqual([light.color(.bgCanvas), dark.color(.bgCanvas)].map(\.hexString), ["#FFFFFF", "#0B0B0F"])
        XCTAssertEqual([light.color(.bgSurface), dark.color(.bgSurface)].map(\.hexString), ["#F4F4F7", "#3A3A42"])
        XCTAssertEqual([light.color(.textPrimary), dark.color(.textPrimary)].map(\.hexString), ["#0B0B0F", "#FFFFFF"])
        XCTAssertEqual([light.color(.textSecondary), dark.color(.textSecondary)].map(\.hexString), ["#3A3A42", "#F4F4F7"])
        XCTAssertEqual([light.color(.actionPrimaryLabel), dark.color(.actionPrimaryLabel)].map(\.hexString), ["#FFFFFF", "#FFFFFF"])
    }

    func testSpacingRadiusAndControlScales() {
        let tokens = TokenSet.shipped.defaultTokens
        let spacing: [DimensionToken] = [.space2xs, .spaceXs, .spaceSm, .spaceMd, .spaceLg, .spaceXl, .space2xl, .space3xl]
        XCTAssertEqual(spacing.map(tokens.dimension), [2, 4, 8, 12, 16, 24, 32, 48])
        XCTAssertEqual([DimensionToken.radiusSm, .radiusMd, .radiusLg, .radiusPill].map(tokens.dimension), [8, 12, 16, 999])
        XCTAssertEqual(tokens.dimension(.controlMinHeight), 44)
        XCTAssertEqual(tokens.number(.opacityPressed), 0.9)
        XCTAssertEqual(tokens.number(.opacityDisabled), 0.4)
    }

    func testTextStylesMatchApplesSizesAndLineHeights() {
        let tokens = TokenSet.shipped.defaultTokens
        let styles: [TypographyToken] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
        XCTAssertEqual(styles.map { tokens.typography($0).size }, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        XCTAssertEqual(styles.map { tokens.typography($0).lineHeight }, [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13])
        XCTAssertEqual(tokens.typography(.headline).weight, 600)
        XCTAssertEqual(tokens.typography(.body).weight, 400)
    }

    func testLabelStyleCarriesItsCaseAndTracking() {
        let label = TokenSet.shipped.defaultTokens.typography(.label)
        XCTAssertEqual(label.textCase, .uppercase)
        XCTAssertEqual(label.letterSpacing, 0.6)
        XCTAssertNil(label.original.textCase)
    }

    func testShadowsTakeTheirColorFromTheMode() throws {
        let light = try TokenSet.shipped.resolved(mode: "light").shadow(.card)
        let dark = try TokenSet.shipped.resolved(mode: "dark").shadow(.card)
        XCTAssertEqual(light, Shadow(color: RGBA8(hex: "#0B0B0F1F")!, offsetX: 0, offsetY: 1, blur: 3))
        XCTAssertEqual(dark.color, RGBA8(hex: "#00000066")!)
    }

    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// DesignSystem's generated folder holds exactly what `tokens gen` writes for the shipped set:
    /// the same Swift file, the same colour sets, and no colour set of a token that is gone.
    func testGeneratedDesignSystemTokensAreUpToDate() throws {
        let folder = packageRoot.appendingPathComponent("Sources/DesignSystem/Generated")
        let expected = try SwiftUITokenOutput.files(for: .shipped)
        let hint = "Sources/DesignSystem/Generated is out of date; run `swift run pixelproof tokens gen --output Sources/DesignSystem/Generated`"
        let present = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") || $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(present), Set(expected.keys), hint)
        for (path, contents) in expected {
            let actual = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            XCTAssertTrue(actual == contents, "\(path): " + hint)
        }
    }

    /// The typed references the tests use are what `tokens gen --output FILE.swift` writes.
    func testShippedTokenReferencesAreUpToDate() throws {
        let file = packageRoot.appendingPathComponent("Tests/TokensTests/Support/ShippedTokenReferences.swift")
        let actual = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(actual == (try SwiftTokenGenerator.generate(.shipped)),
                      "run `swift run pixelproof tokens gen --output Tests/TokensTests/Support/ShippedTokenReferences.swift`")
    }
}
