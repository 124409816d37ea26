import BitmapText
import Foundation
import PixelproofCLI
import Raster
import TestSupport
import Tokens
import XCTest

/// Replays `FuzzFindings/<target>/` through what the fuzz target of the same name runs
/// (scripts/fuzz), with the property that target checks. `bdf/` holds the inputs that crashed
/// the parser; `png/`, `tokens/`, `arguments/` and `ppfont/` hold regression inputs made from the
/// fuzz seeds (scripts/fuzz_seeds.py) plus damaged variants of them. A file whose name starts with
/// `bad-` must be refused; every other one must be accepted. A new finding is kept by copying its
/// file into the folder of its target.
///
/// `inputs(_:)` fails the test when a folder is missing or holds no input of a kind the test
/// expects, so a replay loop can never pass by running over nothing.
final class FuzzFindingTests: XCTestCase {
    static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings")

    struct Input {
        let name: String
        let bytes: [UInt8]
        var mustBeRefused: Bool { name.hasPrefix("bad-") }
    }

    /// Every file in `FuzzFindings/<target>/` (`InputFiles` throws when the folder is missing or
    /// empty); throws too when no input must be accepted (`accepted`) or none refused (`refused`).
    func inputs(_ target: String, accepted: Bool = true, refused: Bool = true) throws -> [Input] {
        let folder = Self.findings.appendingPathComponent(target)
        let inputs = try InputFiles.read(in: folder).map { Input(name: $0.name, bytes: $0.bytes) }
        if accepted && !inputs.contains(where: { !$0.mustBeRefused }) {
            throw InputFiles.NoInputs(description: "\(folder.path) holds no input that must be accepted")
        }
        if refused && !inputs.contains(where: \.mustBeRefused) {
            throw InputFiles.NoInputs(description: "\(folder.path) holds no bad- input that must be refused")
        }
        return inputs
    }

    /// The `PNGError` case each damaged file must be refused with.
    static let pngRefusals = [
        "bad-idat-crc.png": "badCRC", "bad-idat-cut-in-half.png": "corruptImageData", "bad-no-image-data.png": "missingImageData",
        "bad-signature.png": "badSignature", "bad-width-zero.png": "zeroSize",
    ]

    func testPNGInputsDecodeAndRoundTripOrAreRefusedWithTheirError() throws {
        for input in try inputs("png") {
            if input.mustBeRefused {
                XCTAssertThrowsError(try PNGCodec.decode(input.bytes, source: input.name), input.name) { error in
                    let kind = Mirror(reflecting: error).children.first?.label
                    XCTAssertEqual(kind, Self.pngRefusals[input.name], "\(input.name): \(error)")
                    XCTAssertTrue("\(error)".contains(input.name), "\(input.name): the error does not name the file: \(error)")
                }
            } else {
                do {
                    let image = try PNGCodec.decode(input.bytes, source: input.name)
                    XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image)), image, input.name)
                } catch {
                    XCTFail("\(input.name) must decode: \(error)")
                }
            }
        }
    }

    /// As the `tokens` fuzz target: the input is written beside a copy of the shipped token
    /// files; one naming resolver keys is a resolver, one with a NUL byte a light and a dark file.
    func testTokenInputsLoadAndResolveEveryModeOrReportProblems() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        for file in try FileManager.default.contentsOfDirectory(at: TokenSet.shippedDirectory, includingPropertiesForKeys: nil) {
            try FileManager.default.copyItem(at: file, to: folder.url.appendingPathComponent(file.lastPathComponent))
        }
        for input in try inputs("tokens") {
            let text = String(decoding: input.bytes, as: UTF8.self)
            let urls: [URL]
            func write(_ bytes: ArraySlice<UInt8>, as name: String) throws -> URL {
                let url = folder.url.appendingPathComponent(name)
                try Data(bytes).write(to: url)
                return url
            }
            if text.contains("\"resolutionOrder\"") {
                urls = [try write(input.bytes[...], as: "fuzz.resolver.json")]
            } else if let split = input.bytes.firstIndex(of: 0) {
                urls = [try write(input.bytes[..<split], as: "fuzz.light.tokens.json"), try write(input.bytes[(split + 1)...], as: "fuzz.dark.tokens.json")]
            } else {
                urls = [try write(input.bytes[...], as: "fuzz.tokens.json")]
            }
            do {
                let set = try TokenSet.load(paths: urls)
                XCTAssertFalse(input.mustBeRefused, "\(input.name) loaded, but must report problems")
                for mode in set.modes {
                    XCTAssertNoThrow(try set.resolved(mode: mode), "\(input.name): mode \(mode)")
                }
            } catch {
                XCTAssertTrue(input.mustBeRefused, "\(input.name) must load: \(error)")
                XCTAssertFalse(error.problems.isEmpty, input.name)
            }
        }
    }

    /// As the `arguments` fuzz target: the input split at NUL is a command line; its first word
    /// names the command (or picks one by its length); parsing throws or returns only options the
    /// command declares.
    func testArgumentInputsParseToDeclaredOptionsOrAreRefused() throws {
        for input in try inputs("arguments") {
            let words = input.bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            let first = try XCTUnwrap(words.first, input.name)
            let command = commandTable.first { $0.spec.name == first } ?? commandTable[first.utf8.count % commandTable.count]
            XCTAssertFalse(command.spec.helpText.isEmpty, input.name)
            do {
                let parsed = try ArgumentParser.parse(Array(words.dropFirst()), for: command.spec)
                XCTAssertFalse(input.mustBeRefused, "\(input.name) parsed, but must be refused")
                for name in parsed.options.keys {
                    XCTAssertTrue(command.spec.options.contains { $0.name == name }, "\(input.name): parsed an undeclared option \(name)")
                }
            } catch {
                XCTAssertTrue(input.mustBeRefused, "\(input.name) must parse: \(error)")
                XCTAssertTrue("\(error)".contains(command.spec.name), "\(input.name): the error does not name the command: \(error)")
            }
        }
    }

    /// As the `ppfont` fuzz target: the bundled-font metrics parser either returns a face (whose
    /// kerning lookups `validate` has read for every glyph, tabular alternates included) or
    /// throws an error naming the file.
    /// What the refusal of a fuzzer's finding must say (it was a crash before the fix).
    static let fontRefusals = [
        // The `ppfont` fuzzer's out-of-memory (malloc of 7 GB for 0xFEF8 × 0xD1FF kerning classes in 83 bytes).
        "bad-kerning-classes-ask-for-7-gigabytes.ppfont": "kerning table needs",
    ]

    func testFontFileInputsParseOrAreRefusedWithTheirName() throws {
        for input in try inputs("ppfont") {
            do {
                let summary = try FontLibrary.validate(fontFile: input.bytes, name: input.name)
                XCTAssertFalse(input.mustBeRefused, "\(input.name) parsed, but must be refused")
                XCTAssertGreaterThan(summary.glyphs, 0, input.name)
            } catch {
                XCTAssertTrue(input.mustBeRefused, "\(input.name) must parse: \(error)")
                XCTAssertTrue(error.description.contains(input.name), "\(input.name): the error does not name the file: \(error)")
                if let reason = Self.fontRefusals[input.name] {
                    XCTAssertTrue(error.description.contains(reason), "\(input.name): refused for another reason: \(error)")
                }
            }
        }
    }
}
