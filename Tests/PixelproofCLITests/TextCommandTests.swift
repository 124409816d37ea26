import Foundation
import PixelproofCLI
import Raster
import TestSupport
import XCTest

final class TextCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (status: Int32, output: CapturedOutput) {
        let output = CapturedOutput()
        return (PixelproofTool.run(["text"] + arguments, context: output.context()), output)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testStyleRunWritesThePNGAndPrintsMetricsInPoints() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-text").url
        let file = folder.appendingPathComponent("body.png")
        let (status, output) = run(["Hello", "--style", "body", "--scale", "3", "--output", file.path, "--json"])
        XCTAssertEqual(status, 0, output.error)
        let metrics = try json(output.out)
        // Inter Regular "Hello" at 17 pt: 2604/64 pt; Body's leading 22; ascent 16, descent 4.
        XCTAssertEqual(metrics["width"] as? Double, 40.688)
        XCTAssertEqual(metrics["height"] as? Double, 22)
        XCTAssertEqual(metrics["lineHeight"] as? Double, 22)
        XCTAssertEqual(metrics["ascent"] as? Double, 16)
        XCTAssertEqual(metrics["descent"] as? Double, 4)
        XCTAssertEqual((metrics["lines"] as? [[String: Any]])?.count, 1)
        let image = try PNGCodec.read(contentsOf: file)
        XCTAssertEqual([image.width, image.height], [41 * 3, 22 * 3])
    }

    func testDynamicTypeWidthAndMissingCharacters() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-text").url
        let file = folder.appendingPathComponent("ax.png").path
        let (status, output) = run(["Weekly report for the team \u{E000}", "--style", "headline", "--dynamic-type", "AX2", "--width", "150",
                                    "--scale", "1", "--output", file, "--json"])
        XCTAssertEqual(status, 0, output.error)
        let metrics = try json(output.out)
        XCTAssertEqual(metrics["pointSize"] as? Double, 33)
        XCTAssertEqual(metrics["lineHeight"] as? Double, 40)
        XCTAssertGreaterThan((metrics["lines"] as? [Any])?.count ?? 0, 1)
        XCTAssertEqual(metrics["missing"] as? [String], ["\u{E000}"])
    }

    func testFixedSizeWeightDesignAndColours() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-text").url
        let regular = folder.appendingPathComponent("r.png"), bold = folder.appendingPathComponent("b.png")
        XCTAssertEqual(run(["Code", "--size", "15", "--design", "monospaced", "--output", regular.path]).status, 0)
        XCTAssertEqual(run(["Code", "--size", "15", "--design", "monospaced", "--weight", "bold", "--color", "#FF0000",
                            "--background", "#00000000", "--output", bold.path]).status, 0)
        let image = try PNGCodec.read(contentsOf: bold)
        XCTAssertEqual(image[0, 0].a, 0)
        XCTAssertNotEqual(try PNGCodec.read(contentsOf: regular), image)
    }

    func testFamilyPicksDesignWeightAndItalicAsFontCustomDoes() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-text").url
        func image(_ name: String, _ options: [String]) throws -> Bitmap {
            let file = folder.appendingPathComponent(name)
            let result = run(["Hamburgefonstiv", "--size", "17"] + options + ["--output", file.path])
            XCTAssertEqual(result.status, 0, result.output.error)
            return try PNGCodec.read(contentsOf: file)
        }
        XCTAssertEqual(try image("georgia.png", ["--family", "Georgia"]), try image("serif.png", ["--design", "serif"]))
        XCTAssertEqual(try image("semibold-italic.png", ["--family", "Inter-SemiBoldItalic"]),
                       try image("semibold-italic-2.png", ["--weight", "semibold", "--italic"]))
        XCTAssertEqual(try image("weight-wins.png", ["--family", "Inter-SemiBold", "--weight", "bold"]),
                       try image("bold.png", ["--weight", "bold"]))
        let conflict = run(["x", "--size", "17", "--family", "Georgia", "--design", "serif", "--output", folder.appendingPathComponent("no.png").path])
        XCTAssertEqual(conflict.status, 2)
        XCTAssertTrue(conflict.output.error.contains("--design cannot be combined with --family"), conflict.output.error)
    }

    func testMonospacedDigitMakesDigitRunsOneWidth() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-text").url
        func width(_ digits: String, _ options: [String]) throws -> Double {
            let result = run([digits, "--style", "body", "--output", folder.appendingPathComponent("d.png").path, "--json"] + options)
            XCTAssertEqual(result.status, 0, result.output.error)
            return try XCTUnwrap(try json(result.output.out)["width"] as? Double)
        }
        XCTAssertEqual(try width("1111", ["--monospaced-digit"]), try width("8888", ["--monospaced-digit"]))
        XCTAssertLessThan(try width("1111", []), try width("8888", []))
    }

    func testBadArgumentsExitTwoNamingTheArgument() {
        var result = run(["x", "--output", "/tmp/unused.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.error.contains("--style NAME or --size PT"), result.output.error)
        result = run(["x", "--style", "huge", "--output", "/tmp/unused.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.error.contains("--style"), result.output.error)
        result = run(["x", "--style", "body", "--weight", "bold", "--output", "/tmp/unused.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.error.contains("--weight"), result.output.error)
        result = run(["x", "--size", "17", "--color", "blue", "--output", "/tmp/unused.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.error.contains("--color"), result.output.error)
        result = run(["x", "--size", "17"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.error.contains("--output FILE.png"), result.output.error)
    }
}
