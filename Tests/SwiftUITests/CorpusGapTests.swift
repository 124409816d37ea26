import CoreGraphics
import Raster
@testable import SwiftUI
import XCTest

// APIs the SwiftUI corpus (scripts/compat) found missing, each called the way component code
// calls it: `import CoreGraphics` in token files, `.clipShape(.circle)`, the iOS 13 navigation bar
// title, `ignoresSafeArea()`, symbol effects, `searchable`, `redacted(reason:)` and
// `ContentUnavailableView`.

private enum Spacing {
    static let small: CGFloat = 8     // a token file that imports only CoreGraphics
    static let tilt = CGAffineTransform(rotationAngle: 0)
}

private struct Avatar: View {
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .clipShape(.circle)
            .background(.white, in: .rect(cornerRadius: 10))
            .overlay(Color.clear.clipShape(.rect(topLeadingRadius: 4, topTrailingRadius: 4)))
            .contentShape(.capsule)
    }
}

private struct ButtonsPage: View {
    @State private var query = ""
    @State private var isPressed = false
    var body: some View {
        NavigationStack {
            VStack(spacing: Spacing.small) {
                Image(systemName: "xmark")
                    .symbolEffect(.bounce.down, value: isPressed)
                    .symbolEffect(.pulse, options: .repeating, isActive: isPressed)
                Text("Button")
            }
            .navigationBarTitle(Text("Button"))
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
        }
        .ignoresSafeArea()
        .edgesIgnoringSafeArea(.all)
    }
}

private struct LoadingState: View {
    var body: some View {
        ContentUnavailableView {
            Label("Couldn't Load", systemImage: "exclamationmark.triangle")
        } actions: {
            Button("Try Again") {}
        }
    }
}

final class CorpusGapTests: XCTestCase {
    private func dump<V: View>(_ view: @autoclosure () -> V, size: RenderSize = .width(390)) -> String {
        LayoutProbe(view(), size: size).result.textDump
    }

    func testCoreGraphicsImportGivesTheCGTypesBesideSwiftUIs() {
        XCTAssertEqual(Spacing.small, 8)
        XCTAssertEqual(Spacing.tilt, .identity)
        XCTAssertEqual(CGVector(dx: 1, dy: 2).dy, 2)
    }

    func testShapeLeadingDotNamesAreTheBuiltInShapes() {
        func kind<S: Shape>(_ shape: S) -> String { String(describing: S.self) }
        XCTAssertEqual(kind(.circle), "Circle")
        XCTAssertEqual(kind(.rect), "Rectangle")
        XCTAssertEqual(kind(.rect(cornerRadius: 10)), "RoundedRectangle")
        XCTAssertEqual(kind(.rect(cornerRadii: RectangleCornerRadii(topLeading: 3))), "UnevenRoundedRectangle")
        XCTAssertEqual(kind(.capsule), "Capsule")
        XCTAssertEqual(kind(.ellipse), "Ellipse")
        XCTAssertEqual(dump(Color.blue.frame(width: 40, height: 40).clipShape(.circle)),
                       dump(Color.blue.frame(width: 40, height: 40).clipShape(Circle())))
        XCTAssertFalse(dump(Avatar()).isEmpty)
    }

    func testNavigationBarTitleSetsTheSameTitleAsNavigationTitle() {
        let old = NavigationStack { Text("Body").navigationBarTitle(Text("Group"), displayMode: .inline) }
        let new = NavigationStack { Text("Body").navigationTitle(Text("Group")).navigationBarTitleDisplayMode(.inline) }
        XCTAssertEqual(dump(old, size: .fixed(Size(width: 390, height: 300))),
                       dump(new, size: .fixed(Size(width: 390, height: 300))))
    }

    func testSafeAreaSymbolEffectsAndSearchLeaveTheLayoutAsIs() {
        let plain = NavigationStack {
            VStack(spacing: 8) { Image(systemName: "xmark"); Text("Button") }.navigationTitle(Text("Button"))
        }
        XCTAssertEqual(dump(ButtonsPage(), size: .fixed(Size(width: 390, height: 300))),
                       dump(plain, size: .fixed(Size(width: 390, height: 300))))
    }

    func testPlaceholderRedactionKeepsTheTextFrameAndDrawsABar() throws {
        let text = Text("Loading title").font(.body)
        let redacted = LayoutProbe(text.redacted(reason: .placeholder), size: .ideal).result
        let plain = LayoutProbe(text, size: .ideal).result
        XCTAssertEqual(redacted.root.layoutFrame.size, plain.root.layoutFrame.size)
        XCTAssertFalse(redacted.textDump.contains("Loading title") && !redacted.textDump.contains("RoundedRectangle"),
                       redacted.textDump)
        XCTAssertTrue(redacted.textDump.contains("RoundedRectangle"), redacted.textDump)
        // `unredacted()` inside shows the text again.
        let shown = LayoutProbe(text.unredacted().redacted(reason: .placeholder), size: .ideal).result
        XCTAssertEqual(shown.textDump, plain.textDump)
        var environment = EnvironmentValues()
        environment.redactionReasons = [.placeholder, .privacy]
        XCTAssertTrue(environment.redactionReasons.contains(.privacy))
    }

    func testContentUnavailableViewFillsItsProposalAndCentresItsContent() {
        let result = LayoutProbe(LoadingState(), size: .fixed(Size(width: 390, height: 600))).result
        XCTAssertEqual(result.root.layoutFrame.size, Size(width: 390, height: 600))
        let dumpText = result.textDump
        XCTAssertTrue(dumpText.contains("Couldn't Load"), dumpText)
        XCTAssertTrue(dumpText.contains("Try Again"), dumpText)
        let simple = dump(ContentUnavailableView("You're Offline", systemImage: "wifi.slash",
                                                 description: Text("Check your connection.")),
                          size: .fixed(Size(width: 390, height: 600)))
        XCTAssertTrue(simple.contains("Check your connection."), simple)
    }

    func testZIndexDrawsHigherSiblingsLaterWithoutMovingThem() throws {
        let raised = LayoutProbe(VStack(spacing: 0) {
            Text("Toolbar").zIndex(1).offset(y: 10)
            Text("Content")
            Text("Footer")
        }, size: .ideal).result
        let order = raised.textDump
        let content = try XCTUnwrap(order.range(of: "Content")), toolbar = try XCTUnwrap(order.range(of: "Toolbar"))
        let footer = try XCTUnwrap(order.range(of: "Footer"))
        XCTAssertLessThan(content.lowerBound, footer.lowerBound, order)
        XCTAssertLessThan(footer.lowerBound, toolbar.lowerBound, order)
        // Frames are those of the plain stack: zIndex changes drawing order only.
        let plain = LayoutProbe(VStack(spacing: 0) { Text("Toolbar").offset(y: 10); Text("Content"); Text("Footer") },
                                size: .ideal).result
        let stack = raised.root.children[0], plainStack = plain.root.children[0]
        XCTAssertEqual(stack.children.map(\.kind), ["Text", "Text", "Text"])
        XCTAssertEqual(Set(stack.children.map(\.layoutFrame)), Set(plainStack.children.map(\.layoutFrame)))
    }

    func testStrokedPathIsTheAreaTheStrokeCovers() {
        var line = SwiftUI.Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 20, y: 10))
        let butt = line.strokedPath(SwiftUI.StrokeStyle(lineWidth: 4))
        XCTAssertEqual(butt.boundingRect, CGRect(x: 0, y: 8, width: 20, height: 4))
        // Round caps reach half the line width past each end.
        let round = line.strokedPath(SwiftUI.StrokeStyle(lineWidth: 4, lineCap: .round))
        XCTAssertEqual(round.boundingRect.minX, -2, accuracy: 0.01)
        XCTAssertEqual(round.boundingRect.maxX, 22, accuracy: 0.01)
        XCTAssertTrue(SwiftUI.Path().strokedPath(SwiftUI.StrokeStyle(lineWidth: 4)).isEmpty)
        // Used as a view the way an arcs indicator does: a `Group` whose closure returns a path.
        let arcs = Group { () -> SwiftUI.Path in
            var p = SwiftUI.Path()
            p.addArc(center: CGPoint(x: 20, y: 20), radius: 18, startAngle: .degrees(0), endAngle: .degrees(200), clockwise: true)
            return p.strokedPath(.init(lineWidth: 2))
        }
        XCTAssertFalse(dump(arcs.frame(width: 40, height: 40)).isEmpty)
    }

    func testAccentColorIsTint() {
        XCTAssertEqual(dump(Slider(value: .constant(0.5)).accentColor(.orange)),
                       dump(Slider(value: .constant(0.5)).tint(.orange)))
    }
}

/// SwiftUI's `TupleView<T>` over a tuple, built by hand as real code does for a conditional
/// modifier (`TupleView((nil, content(self)))`): the `nil` element draws nothing.
final class HandBuiltTupleViewTests: XCTestCase {
    func testATupleViewOfOptionalsDrawsOnlyTheElementsThatArePresent() throws {
        func conditional<V: View, C: View>(_ view: V, _ flag: Bool, _ content: (V) -> C) -> TupleView<(V?, C?)> {
            flag ? TupleView((nil, content(view))) : TupleView((view, nil))
        }
        let plain = layout(VStack(spacing: 0) { conditional(Color.red.frame(width: 10, height: 10), false) { $0.padding(5) } }, size: .ideal)
        XCTAssertEqual(plain.size.width, 10)
        let padded = layout(VStack(spacing: 0) { conditional(Color.red.frame(width: 10, height: 10), true) { $0.padding(5) } }, size: .ideal)
        XCTAssertEqual(padded.size.width, 20)
        let both = layout(HStack(spacing: 0) { TupleView((Color.red.frame(width: 4, height: 4), Color.blue.frame(width: 6, height: 4))) }, size: .ideal)
        XCTAssertEqual(both.size.width, 10)
    }
}
