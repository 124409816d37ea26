import BitmapText
import Foundation
import Raster
import SwiftUI
import Tokens
@testable import Snapshots
import XCTest

/// A tiny component for the view strategies: a label on a token-coloured rounded badge.
struct Badge: View {
    var label: String

    var body: some View {
        Text(label)
            .foregroundStyle(Color(token: "badge.text"))
            .padding(8)
            .background(Color(token: "badge.fill"), in: RoundedRectangle(cornerRadius: 8))
    }

    static let tokens = TokenTable(colors: [
        "badge.fill": .init(light: RGBA8(r: 0x2F, g: 0x6B, b: 0xFF), dark: RGBA8(r: 0x8A, g: 0xB4, b: 0xFF)),
        "badge.text": .init(light: .white, dark: RGBA8(r: 0x0B, g: 0x0B, b: 0x0F)),
    ])
}

final class ViewStrategyTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    func verify<Format>(_ badge: Badge, as strategy: Snapshotting<Badge, Format>, named name: String) -> SnapshotResult {
        SnapshotRunner.verify(of: badge, as: strategy, at: folder.location(name), configuration: folder.configuration())
    }

    func testImageOfAViewRecordsThenPassesThenFailsWhenTheTextChanges() {
        let strategy = Snapshotting<Badge, Bitmap>.image(scale: .x2, tokens: Badge.tokens)
        XCTAssertEqual(verify(Badge(label: "New"), as: strategy, named: "badge").status, .new)
        XCTAssertEqual(verify(Badge(label: "New"), as: strategy, named: "badge").status, .passed)
        let changed = verify(Badge(label: "Old"), as: strategy, named: "badge")
        XCTAssertEqual(changed.status, .failed)
        XCTAssertNotNil(changed.artifacts["composite"])
    }

    func testColourSchemeAndScaleReachTheRender() throws {
        _ = verify(Badge(label: "New"), as: .image(scale: .x1, colorScheme: .light, tokens: Badge.tokens), named: "light")
        _ = verify(Badge(label: "New"), as: .image(scale: .x2, colorScheme: .dark, tokens: Badge.tokens), named: "dark")
        let light = try PNGCodec.read(contentsOf: folder.location("light").referenceURL(pathExtension: "png"))
        let dark = try PNGCodec.read(contentsOf: folder.location("dark").referenceURL(pathExtension: "png"))
        XCTAssertEqual(dark.width, light.width * 2)
        XCTAssertEqual(dark[dark.width / 2, 1], RGBA8(r: 0x8A, g: 0xB4, b: 0xFF))
    }

    func testMissingTokensFailWithTheLayoutProblems() {
        let result = verify(Badge(label: "New"), as: .image(), named: "untokened")
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(result.message!.contains("badge.fill"), result.message!)
    }

    func testDumpRecordsFramesTextsAndTheTokensRead() throws {
        XCTAssertEqual(verify(Badge(label: "New"), as: .dump(tokens: Badge.tokens), named: "dump").status, .new)
        let dump = try String(contentsOf: folder.location("dump").referenceURL(pathExtension: "txt"), encoding: .utf8)
        XCTAssertTrue(dump.contains("text: \"New\""), dump)
        XCTAssertTrue(dump.hasSuffix("tokens read: badge.fill, badge.text\n"), dump)
        let changed = verify(Badge(label: "Newer"), as: .dump(tokens: Badge.tokens), named: "dump")
        XCTAssertEqual(changed.status, .failed)
        XCTAssertTrue(changed.summary.contains("removed"), changed.summary)
    }
}
