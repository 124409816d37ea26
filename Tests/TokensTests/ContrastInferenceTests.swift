import Foundation
@testable import Tokens
import XCTest

/// Pairs inferred from names (`ContrastPairInference`), pairs files (`ContrastPairsFile`), and
/// an audit that never passes having checked nothing.
final class ContrastInferenceTests: XCTestCase {
    private func inferred(_ json: String) throws -> [String] {
        let set = try singleFile(json).load(["a.tokens.json"])
        return ContrastPairInference.pairs(in: set.defaultTokens).map { "\($0.foreground) on \($0.background) \($0.level.rawValue) \($0.source)" }
    }

    func testWordsSplitAtSeparatorsCamelCaseAndDigits() {
        XCTAssertEqual(ContrastPairInference.Name.words(of: "on-brand-secondary"), ["on", "brand", "secondary"])
        XCTAssertEqual(ContrastPairInference.Name.words(of: "fgColor"), ["fg", "color"])
        XCTAssertEqual(ContrastPairInference.Name.words(of: "onEmphasis"), ["on", "emphasis"])
        XCTAssertEqual(ContrastPairInference.Name.words(of: "neutral900"), ["neutral", "900"])
        XCTAssertEqual(ContrastPairInference.Name.words(of: "selected_bg"), ["selected", "bg"])
    }

    func testMaterialOnXIsReadOnX() throws {
        XCTAssertEqual(try inferred("""
        { "md": { "sys": { "color": { "$type": "color",
          "primary": { "$value": "#6750A4" }, "on-primary": { "$value": "#FFFFFF" },
          "primary-container": { "$value": "#EADDFF" }, "on-primary-container": { "$value": "#21005D" },
          "surface-tint": { "$value": "#6750A4" }, "surface": { "$value": "#FEF7FF" }, "on-surface": { "$value": "#1D1B20" } } } } }
        """), [
            "md.sys.color.on-primary on md.sys.color.primary text inferred (on-X)",
            "md.sys.color.on-primary-container on md.sys.color.primary-container text inferred (on-X)",
            "md.sys.color.on-surface on md.sys.color.surface text inferred (on-X)",
        ])
    }

    /// Figma SDS: `text.brand.on-brand` on `background.brand.default`, and the secondary variant
    /// on the secondary background; brand text on the default surface, not on the brand fill.
    func testOnXWithAHueAndAVariant() throws {
        XCTAssertEqual(try inferred("""
        { "color": { "$type": "color",
          "background": { "default": { "default": { "$value": "#FFFFFF" } },
                          "brand": { "default": { "$value": "#2C2C2C" }, "secondary": { "$value": "#E6E6E6" }, "hover": { "$value": "#1E1E1E" } } },
          "text": { "brand": { "default": { "$value": "#2C2C2C" }, "on-brand": { "$value": "#F5F5F5" }, "on-brand-secondary": { "$value": "#1E1E1E" } },
                    "disabled": { "default": { "$value": "#B3B3B3" } } },
          "icon": { "default": { "default": { "$value": "#1E1E1E" } } },
          "border": { "default": { "default": { "$value": "#D9D9D9" } } } } }
        """), [
            "color.icon.default.default on color.background.default.default ui inferred (default surface)",
            "color.text.brand.default on color.background.default.default text inferred (default surface)",
            "color.text.brand.on-brand on color.background.brand.default text inferred (on-X)",
            "color.text.brand.on-brand-secondary on color.background.brand.secondary text inferred (on-X)",
        ])
    }

    /// Primer: onEmphasis on every emphasis background (one intent word more), component pairs
    /// by scope and state, fixed colours (`fgColor.white`) and inverse handled apart.
    func testPrimerConventions() throws {
        XCTAssertEqual(try inferred("""
        { "$type": "color",
          "bgColor": { "default": { "$value": "#FFFFFF" }, "emphasis": { "$value": "#25292E" }, "inverse": { "$value": "#25292E" },
                       "accent": { "muted": { "$value": "#DDF4FF" }, "emphasis": { "$value": "#0969DA" } },
                       "transparent": { "$value": "#FFFFFF00" } },
          "fgColor": { "default": { "$value": "#1F2328" }, "onEmphasis": { "$value": "#FFFFFF" }, "white": { "$value": "#FFFFFF" } },
          "control": { "bgColor": { "rest": { "$value": "#F6F8FA" } }, "fgColor": { "rest": { "$value": "#25292E" } } } }
        """), [
            "control.fgColor.rest on control.bgColor.rest text inferred (component)",
            "fgColor.default on bgColor.default text inferred (default surface)",
            "fgColor.onEmphasis on bgColor.accent.emphasis text inferred (on-X)",
            "fgColor.onEmphasis on bgColor.emphasis text inferred (on-X)",
        ])
    }

    func testPolarisOnBgFill() throws {
        XCTAssertEqual(try inferred("""
        { "color": { "$type": "color",
          "bg": { "$root": { "$value": "#F1F1F1" }, "surface": { "$value": "#FFFFFF" }, "fill": { "brand": { "$value": "#303030" } } },
          "text": { "brand": { "on-bg-fill": { "$value": "#FFFFFF" } }, "inverse": { "$value": "#F3F3F3" } } } }
        """), [
            "color.text.brand.on-bg-fill on color.bg.fill.brand text inferred (on-X)",
        ])
    }

    func testAuditInfersOnlyWhenNothingIsDeclaredAndSaysSo() throws {
        let set = try singleFile("""
        { "$type": "color", "bg": { "surface": { "$value": "#FFFFFF" } }, "text": { "primary": { "$value": "#777777" } } }
        """).load(["a.tokens.json"])
        let audit = ContrastAudit(set: set)
        XCTAssertTrue(audit.usedInference)
        XCTAssertEqual(audit.rows.map { "\($0.pair.foreground) \($0.pair.background) \($0.passes)" }, ["text.primary bg.surface false"])
        XCTAssertTrue(audit.table.contains("inferred (default surface)"), audit.table)
        XCTAssertTrue(audit.table.hasSuffix("1 pair checked in 1 mode: 1 of 1 checks fail; pairs marked inferred were guessed from the token names: declare pairs in a pairs file (--pairs) to say what the design means\n"), audit.table)
        XCTAssertTrue(ContrastAudit(set: set, inference: .never).checkedNothing)
    }

    func testAPairThatCannotBeCheckedIsListedNotDropped() throws {
        let set = try singleFile("""
        { "$type": "color", "scrim": { "$value": "#00000080" }, "fg": { "$value": "#FFFFFF" } }
        """).load(["a.tokens.json"])
        let pair = ContrastPair(foreground: "fg", background: "scrim", level: .text, source: .pairsFile(file: "p.json", line: 1))
        let audit = ContrastAudit(set: set, pairs: [pair], inference: .never)
        XCTAssertTrue(audit.checkedNothing)
        XCTAssertEqual(audit.skipped.map(\.description), ["fg on scrim in mode default: scrim is translucent (#00000080); contrast is only defined on an opaque background"])
    }

    func testPairsFileAddsPairsPerModeAndReportsEveryMistake() throws {
        let files = TokenFiles([
            "a.light.tokens.json": ##"{ "$type": "color", "bg": { "$value": "#FFFFFF" }, "fg": { "$value": "#000000" }, "size": { "$type": "number", "$value": 1 } }"##,
            "a.dark.tokens.json": ##"{ "$type": "color", "bg": { "$value": "#000000" }, "fg": { "$value": "#FFFFFF" }, "size": { "$type": "number", "$value": 1 } }"##,
            "pairs.json": """
            { "pairs": [
              { "foreground": "fg", "background": ["bg"], "level": "aaa", "modes": ["dark"] }
            ] }
            """,
            "bad.json": """
            { "pairs": [
              { "foreground": "fg", "background": "nope", "level": "AA" },
              { "foreground": "size", "background": "bg", "level": "text", "modes": ["dusk"], "colour": 1 }
            ] }
            """,
        ])
        let set = try files.load(["a.light.tokens.json", "a.dark.tokens.json"])
        let pairs = try ContrastPairsFile.read(url: files.url("pairs.json"), name: "pairs.json", set: set).pairs
        XCTAssertEqual(pairs.map { "\($0.foreground) \($0.background) \($0.level.rawValue) \($0.modes ?? []) \($0.source)" }, ["fg bg aaa [\"dark\"] pairs.json:2"])
        let audit = ContrastAudit(set: set, pairs: pairs)
        XCTAssertFalse(audit.usedInference)
        XCTAssertEqual(audit.rows.map(\.mode), ["dark"])
        XCTAssertThrowsError(try ContrastPairsFile.read(url: files.url("bad.json"), name: "bad.json", set: set)) { error in
            XCTAssertEqual((error as! TokenValidationError).problems.map(\.description), [
                "bad.json:2: level \"AA\" is not one of text, large-text, ui, aaa",
                "bad.json:3: unknown key \"colour\" in a pair; the keys are foreground, background, level, modes",
                "bad.json:3: unknown mode \"dusk\"; modes are: light, dark",
                "bad.json:2: nope: no mode defines this token; fix the path (pairs name tokens as color.text.primary)",
                "bad.json:3: size: a contrast pair needs color tokens; this is a number",
            ])
        }
        XCTAssertThrowsError(try ContrastPairsFile.read(url: files.url("missing.json"), name: "missing.json", set: set)) { error in
            XCTAssertTrue((error as! TokenValidationError).description.contains("missing.json: cannot read the pairs file"), "\(error)")
        }
    }

    /// The shipped set declares 42 pairs; inference, run on it blind, finds 19 of them (it does
    /// not guess elevated surfaces, fields, chips or the progress track as backgrounds, nor the
    /// focus ring and field borders, which are borders) and one it does not declare: placeholder
    /// text on the surface colour (placeholders sit in fields).
    func testInferenceOnTheShippedSetAgreesWithItsDeclaredPairs() {
        let declared = Set(TokenSet.shipped.contrastPairs.map { "\($0.foreground) on \($0.background)" })
        var inferred = Set<String>()
        for mode in TokenSet.shipped.modes {
            for pair in ContrastPairInference.pairs(in: try! TokenSet.shipped.resolved(mode: mode)) { inferred.insert("\(pair.foreground) on \(pair.background)") }
        }
        XCTAssertEqual(inferred.subtracting(declared), ["color.text.placeholder on color.bg.surface"])
        XCTAssertEqual(inferred.intersection(declared).count, 19, "declared: \(declared.count), inferred: \(inferred.sorted())")
    }
}
