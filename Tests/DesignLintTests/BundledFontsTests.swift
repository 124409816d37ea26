@testable import DesignLint
import Foundation
import XCTest

final class BundledFontsTests: XCTestCase {
    /// A minimal sfnt: one `name` table with a Windows (UTF-16BE) PostScript name and a Mac
    /// Roman family name.
    private func font(postScript: String, family: String) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
        let windows = postScript.utf16.flatMap { u16(Int($0)) }
        let mac = Array(family.utf8)
        var table = u16(0) + u16(2) + u16(6 + 24)
        table += u16(3) + u16(1) + u16(0x409) + u16(6) + u16(windows.count) + u16(0)
        table += u16(1) + u16(0) + u16(0) + u16(1) + u16(mac.count) + u16(windows.count)
        table += windows + mac
        let header = u32(0x0001_0000) + u16(1) + u16(16) + u16(0) + u16(0)
        let record = Array("name".utf8) + u32(0) + u32(12 + 16) + u32(table.count)
        return header + record + table
    }

    func testReadsNamesFromTheNameTableAndTheFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("inter-semibold.otf")
        try Data(font(postScript: "Inter-SemiBold", family: "Inter")).write(to: url)
        let fonts = BundledFonts(files: [url])
        XCTAssertEqual(fonts.names, ["inter-semibold", "Inter-SemiBold", "Inter"])
        XCTAssertEqual(LintTestSupport.findings(#"let f = Font.custom("Inter-SemiBold", size: 12, relativeTo: .caption)"#, file: "Styles/T.swift",
                                                fonts: fonts.names), [])
    }

    func testTruncatedFilesGiveOnlyTheirFileName() {
        let bytes = Array(font(postScript: "Inter-SemiBold", family: "Inter").prefix(40))
        XCTAssertEqual(BundledFonts.nameTableNames(bytes), [])
    }
}

final class KnownFontTests: XCTestCase {
    func testKnownFontsFromTheConfigurationCountAsAvailable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("known-font-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let styles = root.appendingPathComponent("Sources/App/Styles")
        try FileManager.default.createDirectory(at: styles, withIntermediateDirectories: true)
        try Data(#"static let code = Font.custom("Courier", size: 12, relativeTo: .body)"#.utf8).write(to: styles.appendingPathComponent("Type.swift"))
        XCTAssertEqual(try DesignLinter.lint(root: root).findings.map(\.rule), [.customFont], "not bundled")
        try Data("known-font = Courier\n".utf8).write(to: root.appendingPathComponent(".pixelproof-lint"))
        XCTAssertEqual(try DesignLinter.lint(root: root).findings, [])
    }
}
