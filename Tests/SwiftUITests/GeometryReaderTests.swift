import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// `GeometryReader`: Apple documents it as taking the space offered and giving its content a
/// proxy of that size; content sits at the top-leading corner (not centred, unlike a frame).
/// With no proposal it is 10 × 10, measured on iOS (`GeometryReader {…}.fixedSize()`), the
/// value `replacingUnspecifiedDimensions()` supplies.
final class GeometryReaderTests: XCTestCase {
    func testTakesTheProposalAndPlacesContentTopLeading() {
        var seen = CGSize.zero
        let probe = LayoutProbe(GeometryReader { proxy in
            box(20, 10).accessibilityIdentifier("content").onAppearSize(proxy.size) { seen = $0 }
        }.accessibilityIdentifier("reader"), width: 200, height: 100)
        XCTAssertEqual(probe.frame("reader"), Rect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(probe.frame("content"), Rect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(seen, CGSize(width: 200, height: 100))
    }

    func testIsTenByTenWithoutAProposal() {
        let probe = LayoutProbe(GeometryReader { _ in Color.red }.fixedSize().accessibilityIdentifier("reader"), size: .ideal)
        XCTAssertEqual(probe.frame("reader").size, Size(width: 10, height: 10))
    }

    func testContentIsOfferedTheReadersSize() {
        let probe = LayoutProbe(GeometryReader { proxy in
            Color.blue.frame(width: proxy.size.width * 0.25).accessibilityIdentifier("bar")
        }.frame(height: 8), width: 200, height: 8)
        XCTAssertEqual(probe.frame("bar"), Rect(x: 0, y: 0, width: 50, height: 8))
    }

    func testFramesInLocalGlobalAndNamedSpaces() {
        var local = CGRect.zero, global = CGRect.zero, named = CGRect.zero, unknown = CGRect.zero
        _ = LayoutProbe(VStack(spacing: 0) {
            Color.clear.frame(width: 1, height: 30)
            HStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 20)
                GeometryReader { proxy in
                    Color.red.onAppearSize(proxy.size) { _ in
                        local = proxy.frame(in: .local)
                        global = proxy.frame(in: .global)
                        named = proxy.frame(in: .named("card"))
                        unknown = proxy.frame(in: .named("nowhere"))
                    }
                }
                .frame(width: 60, height: 20)
            }
            .padding(5)
            .coordinateSpace(name: "card")
        }, width: 200, height: 100)
        XCTAssertEqual(local, CGRect(x: 0, y: 0, width: 60, height: 20))
        // The VStack (30 + 30) is centred in 100: it starts at y 20, x (200 − 110) / 2 = 45.
        XCTAssertEqual(global, CGRect(x: 90, y: 55, width: 60, height: 20))
        XCTAssertEqual(named, CGRect(x: 45, y: 5, width: 60, height: 20))
        XCTAssertEqual(unknown, global, "an undeclared space measures from the global origin")
    }

    func testIOS17CoordinateSpaceSpelling() {
        var named = CGRect.zero
        _ = LayoutProbe(GeometryReader { proxy in
            Color.red.onAppearSize(proxy.size) { _ in named = proxy.frame(in: .named("scroll")) }
        }.padding(10).coordinateSpace(.named("scroll")), width: 100, height: 100)
        XCTAssertEqual(named, CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    func testSafeAreaInsetsAreZeroInASnapshot() {
        var insets = SwiftUI.EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        _ = LayoutProbe(GeometryReader { proxy in Color.red.onAppearSize(proxy.size) { _ in insets = proxy.safeAreaInsets } }, width: 10, height: 10)
        XCTAssertEqual(insets, EdgeInsets())
    }
}

private extension View {
    /// Runs `read` while the content is built (the proxy is final then): a test hook.
    func onAppearSize(_ size: CGSize, _ read: (CGSize) -> Void) -> Self {
        read(size)
        return self
    }
}
