import Foundation
import Layout
import XCTest

final class SmokeTests: XCTestCase {
    func testSeedScreenRenders() throws {
        for scheme in ColorScheme.allCases {
            for scale in [DisplayScale.x1, .x2, .x3] {
                let image = try render(SeedScreen(), size: .width(390), scale: scale, colorScheme: scheme, tokens: seedTokens)
                try PNGCodec.write(image, to: URL(fileURLWithPath: "/tmp/seed-\(scheme)-\(scale).png"))
            }
        }
    }
}
