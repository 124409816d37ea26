import PixelproofCLI
import XCTest

final class ArgumentParserTests: XCTestCase {
    let spec = CommandSpec(
        name: "diff",
        summary: "Compare two PNG files.",
        positionals: [.init(name: "A.png"), .init(name: "B.png")],
        options: [
            .value("--threshold", "T", "Threshold."),
            .flag("--json", "JSON output."),
            .value("--only", "PATTERN", "Filter.", repeatable: true),
        ]
    )

    func testParsesPositionalsFlagsAndBothValueForms() throws {
        let parsed = try ArgumentParser.parse(["a.png", "--threshold", "0.2", "--json", "b.png", "--only=Button/*"], for: spec)
        XCTAssertEqual(parsed.positionals, ["a.png", "b.png"])
        XCTAssertEqual(parsed.value("--threshold"), "0.2")
        XCTAssertTrue(parsed.has("--json"))
        XCTAssertEqual(parsed.values("--only"), ["Button/*"])
    }

    func testDoubleDashPassesDashedFileNames() throws {
        let parsed = try ArgumentParser.parse(["--", "-a.png", "-b.png"], for: spec)
        XCTAssertEqual(parsed.positionals, ["-a.png", "-b.png"])
    }

    func testRejectsUnknownOptionNamingIt() {
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "b", "--treshold", "1"], for: spec)) { error in
            XCTAssertEqual("\(error)", "diff: unknown option '--treshold'; run 'pixelproof diff --help'")
        }
    }

    func testRejectsMissingValue() {
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "b", "--threshold"], for: spec)) { error in
            XCTAssertEqual(error as? ArgumentError, .missingValue(command: "diff", option: "--threshold"))
        }
    }

    func testRejectsValueOnAFlag() {
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "b", "--json=yes"], for: spec)) { error in
            XCTAssertEqual(error as? ArgumentError, .unexpectedValue(command: "diff", option: "--json"))
        }
    }

    func testRejectsRepeatedSingleOption() {
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "b", "--json", "--json"], for: spec)) { error in
            XCTAssertEqual(error as? ArgumentError, .repeatedOption(command: "diff", option: "--json"))
        }
    }

    func testRejectsMissingAndExtraPositionals() {
        XCTAssertThrowsError(try ArgumentParser.parse(["a"], for: spec)) { error in
            XCTAssertEqual(error as? ArgumentError, .missingArgument(command: "diff", name: "B.png"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "b", "c"], for: spec)) { error in
            XCTAssertEqual(error as? ArgumentError, .extraArgument(command: "diff", argument: "c"))
        }
    }

    func testHelpSkipsPositionalChecks() throws {
        XCTAssertTrue(try ArgumentParser.parse(["--help"], for: spec).wantsHelp)
    }

    func testTypedValuesRejectMalformedInput() throws {
        let parsed = try ArgumentParser.parse(["a", "b", "--threshold", "2"], for: spec)
        XCTAssertThrowsError(try parsed.number("--threshold", in: 0...1)) { error in
            XCTAssertEqual("\(error)", "bad value '2' for --threshold: expected a number from 0 to 1")
        }
        let word = try ArgumentParser.parse(["a", "b", "--threshold", "x"], for: spec)
        XCTAssertThrowsError(try word.integer("--threshold", in: 1...4))
    }

    func testHelpTextListsEveryOption() {
        let help = spec.helpText
        XCTAssertTrue(help.contains("usage: pixelproof diff [options] A.png B.png"))
        for option in ["--threshold T", "--json", "--only PATTERN", "--help"] {
            XCTAssertTrue(help.contains(option), option)
        }
    }
}
