import Foundation
import Raster
import TestSupport
import XCTest

/// `pixelproof convert` run as a real process: the executable built next to this test bundle.
final class ConvertCommandEndToEndTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "pixelproof-convert").url
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        let folder: String
        var description: String { "no pixelproof executable in \(folder); 'swift test' builds it, or run 'swift build'" }
    }

    /// `.build/<configuration>/pixelproof`, in the folder that holds the test bundle (`Bundle.bundleURL`
    /// is that folder on Linux and the `.xctest` bundle itself on macOS).
    private var executable: URL {
        get throws {
            var folder = Bundle(for: Self.self).bundleURL
            if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
            let url = folder.appendingPathComponent("pixelproof")
            guard FileManager.default.isExecutableFile(atPath: url.path) else { throw MissingExecutable(folder: folder.path) }
            return url
        }
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let result = try runCapturingOutput(arguments)
        return (result.status, result.error)
    }

    private func runCapturingOutput(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // Captured in files outside the working folder, which tests list.
        let capture = try makeTemporaryDirectory(prefix: "pixelproof-convert-output")
        let errorFile = capture.appending("stderr"), outputFile = capture.appending("stdout")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        try process.run()
        process.waitUntilExit()
        let output = try String(decoding: Data(contentsOf: outputFile), as: UTF8.self)
        let errorText = try String(decoding: Data(contentsOf: errorFile), as: UTF8.self)
        return (process.terminationStatus, output, errorText)
    }

    func testConvertWritesTheCanonicalEncodingOfTheSamePixels() throws {
        let fixture = try LibPNGFixture(.rgba, bitDepth: 16, interlaced: true)
        try Data(fixture.file).write(to: folder.appendingPathComponent("in.png"))
        let result = try runCapturingOutput(["convert", "in.png", "out.png"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "")
        let written = try [UInt8](Data(contentsOf: folder.appendingPathComponent("out.png")))
        XCTAssertEqual(result.output, "wrote out.png: 13×11, \(try PNGHeader(written).formName), \(written.count) bytes (in.png: \(fixture.file.count) bytes)\n")
        XCTAssertEqual(try PNGCodec.decode(written), fixture.expected)
        XCTAssertEqual(written, try PNGCodec.encode(fixture.expected))
    }

    func testBadInputExitsTwoWithOneLineAndNoOutputFile() throws {
        let fixture = try LibPNGFixture(.rgb, bitDepth: 8)
        try Data(fixture.file.dropLast(20)).write(to: folder.appendingPathComponent("cut.png"))
        let result = try run(["convert", "cut.png", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error.filter { $0 == "\n" }.count, 1, result.error)
        XCTAssertTrue(result.error.contains("cut.png: truncated PNG"), result.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["cut.png"])
    }

    func testMissingInputExitsTwoAndLeavesExistingOutputAlone() throws {
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("out.png"))
        let result = try run(["convert", "missing.png", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("missing.png: cannot read the file"), result.error)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("out.png")), Data([1, 2, 3]))
    }

    func testHelpDescribesUsageAndExitCodes() throws {
        let result = try runCapturingOutput(["convert", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("usage: pixelproof convert [options] IN.png OUT.png"), result.output)
        XCTAssertTrue(result.output.contains("Exit codes: 0 written, 2"), result.output)
    }
}
