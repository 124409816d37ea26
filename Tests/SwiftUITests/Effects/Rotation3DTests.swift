import Raster
@testable import SwiftUI
import XCTest

/// `rotation3DEffect`'s projection, worked by hand from Core Animation's rule that SwiftUI
/// uses: translate the anchor to the origin, rotate, `m34 = −1 / (max(w, h) / perspective)`,
/// translate back.
final class Rotation3DTests: XCTestCase {
    func testSixtyDegreesAboutYMakesTheLeftEdgeNearerAndTheRightEdgeFarther() throws {
        // Frame 60 × 40 at the origin, anchor at its centre (30, 20), distance 60.
        // Left edge x − 30 = −30: x′ = −15, z′ = 30·sin 60° = 25.98, w = 1 − 25.98/60 = 0.5670.
        let turn = try XCTUnwrap(Rotation3D(angle: Double.pi / 3, axis: (0, 1, 0)))
        let map = turn.projection(about: (x: 30, y: 20, z: 0), distance: 60)
        let w = 1 - 30 * (3.0.squareRoot() / 2) / 60
        let topLeft = try XCTUnwrap(map.apply(Point(x: 0, y: 0)))
        XCTAssertEqual(topLeft.x, 30 - 15 / w, accuracy: 1e-9)
        XCTAssertEqual(topLeft.y, 20 - 20 / w, accuracy: 1e-9)
        // Right edge: z′ = −25.98, w = 1.433, so it shrinks.
        let bottomRight = try XCTUnwrap(map.apply(Point(x: 60, y: 40)))
        let w2 = 1 + 30 * (3.0.squareRoot() / 2) / 60
        XCTAssertEqual(bottomRight.x, 30 + 15 / w2, accuracy: 1e-9)
        XCTAssertEqual(bottomRight.y, 20 + 20 / w2, accuracy: 1e-9)
    }

    func testAboutZItIsTheSameTurnAsRotationEffect() throws {
        let turn = try XCTUnwrap(Rotation3D(angle: Double.pi / 2, axis: (0, 0, 1)))
        let map = turn.projection(about: (x: 0, y: 0, z: 0), distance: 100)
        let p = try XCTUnwrap(map.apply(Point(x: 1, y: 0)))
        let q = AffineMap(rotationRadians: Double.pi / 2).apply(Point(x: 1, y: 0))
        XCTAssertEqual(p.x, q.x, accuracy: 1e-12)
        XCTAssertEqual(p.y, q.y, accuracy: 1e-12)
    }

    func testAZeroAxisTurnsNothing() {
        XCTAssertNil(Rotation3D(angle: 1, axis: (0, 0, 0)))
    }
}
