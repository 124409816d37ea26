import Foundation
import SwiftUI
import XCTest

/// Formatted text depends only on the environment (locale "en_US", UTC, Gregorian and a fixed
/// `snapshotDate` unless set), never on the machine: the same strings on every thread and under
/// any LANG, LC_ALL or TZ of the process.
final class TextFormattingDeterminismTests: XCTestCase {
    static let sampleDate = Date(timeIntervalSince1970: 1_735_724_460 + 3 * 86_400 + 2 * 3600 + 23 * 60)

    /// Every formatting path of `Text`, as the dump shows the strings.
    static func samples(locale: Locale? = nil, timeZone: TimeZone? = nil) -> [String] {
        let date = sampleDate
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let view = VStack {
          VStack {
            Text(date, style: .date)
            Text(date, style: .time)
            Text(date, style: .relative)
            Text(date, style: .offset)
            Text(date, style: .timer)
            Text(date, format: .dateTime.day().month())
            Text(date, format: Date.FormatStyle(date: .complete, time: .complete))
          }
          VStack {
            Text(1234567.891, format: .number)
            Text(0.256, format: .percent)
            Text(19.99, format: .currency(code: "EUR"))
            Text(42, format: .number)
            Text(date, formatter: formatter)
            Text("\(1234) items, \(2.5) km, \(3.14159, specifier: "%.2f")")
          }
        }
        let result = layout(view, size: .width(600)) { values in
            if let locale { values.locale = locale }
            if let timeZone { values.timeZone = timeZone }
        }
        return result.root.allViews.filter { $0.kind == "Text" }.map { text in
            text.details.filter { $0.name == "text" }.map(\.value).joined()
        }
    }

    static var samplesText: String {
        (samples() + samples(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin"))
            + samples(locale: Locale(identifier: "tr_TR"))).joined(separator: "\n")
    }

    func testDefaultsAreEnglishUTCAndTheFixedSnapshotDate() {
        XCTAssertEqual(Self.samples(), [
            "January 4, 2025", "12:04\u{202F}PM", "3 days, 2 hours", "+3 days", "74:23:00", "Jan 4",
            "Saturday, January 4, 2025 at 12:04:00\u{202F}PM GMT", "1,234,567.891", "25.6%", "€19.99", "42",
            "Jan 4, 2025 at 12:04\u{202F}PM", "1,234 items, 2.500000 km, 3.14",
        ])
    }

    func testTheEnvironmentsLocaleAndTimeZoneApply() {
        let german = Self.samples(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin"))
        XCTAssertEqual(german[0], "4. Januar 2025")
        XCTAssertEqual(german[1], "13:04")
        XCTAssertEqual(german[7], "1.234.567,891")
        XCTAssertEqual(german[12], "1.234 items, 2,500000 km, 3,14")
    }

    func testFormattingIsIdenticalOnEveryThread() async {
        let expected = Self.samplesText
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { Self.samplesText } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(results.count, 8)
        for result in results { XCTAssertEqual(result, expected) }
    }

    /// Runs this test bundle again under other process locales and time zones; each run writes
    /// its samples (see `testWriteSamplesWhenAskedTo`) and they must equal this process's.
    func testProcessLocaleAndTimeZoneChangeNothing() throws {
        guard ProcessInfo.processInfo.environment["PIXELPROOF_TEXT_SAMPLES_OUT"] == nil else { return }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        guard executable.lastPathComponent.hasSuffix(".xctest"), FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("not running from an xctest executable (\(executable.path)); cannot re-run under other locales")
        }
        let expected = Self.samplesText
        let settings = [("de_DE.UTF-8", "Asia/Tokyo"), ("tr_TR.UTF-8", "America/New_York"), ("ja_JP.UTF-8", "Pacific/Chatham"), ("C", "UTC")]
        for (lang, zone) in settings {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-text-samples-\(UUID().uuidString).txt")
            defer { try? FileManager.default.removeItem(at: output) }
            let process = Process()
            process.executableURL = executable
            process.arguments = ["SwiftUITests.TextFormattingDeterminismTests/testWriteSamplesWhenAskedTo"]
            var environment = ProcessInfo.processInfo.environment
            environment["LANG"] = lang
            environment["LC_ALL"] = lang
            environment["TZ"] = zone
            environment["PIXELPROOF_TEXT_SAMPLES_OUT"] = output.path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "the sample run under LANG=\(lang) TZ=\(zone) failed")
            let written = try String(contentsOf: output, encoding: .utf8)
            XCTAssertEqual(written, expected, "formatted text differs under LANG=\(lang) TZ=\(zone)")
        }
    }

    /// Writes the samples to `$PIXELPROOF_TEXT_SAMPLES_OUT` (set only by the test above).
    func testWriteSamplesWhenAskedTo() throws {
        guard let path = ProcessInfo.processInfo.environment["PIXELPROOF_TEXT_SAMPLES_OUT"] else { return }
        try Self.samplesText.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
