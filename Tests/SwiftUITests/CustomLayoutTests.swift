import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// A flow layout as real code writes it (Apple's sample-code shape): rows filled left to right,
/// wrapping when the next view would pass the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.last.map { $0.y + $0.height } ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in arrange(width: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    private struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0; var y: CGFloat = 0 }

    private func arrange(width: CGFloat, subviews: Subviews) -> [Row] {
        var rows = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if !rows[rows.count - 1].indices.isEmpty && rows[rows.count - 1].width + spacing + size.width > width {
                let last = rows[rows.count - 1]
                rows.append(Row(y: last.y + last.height + spacing))
            }
            var row = rows[rows.count - 1]
            row.width += (row.indices.isEmpty ? 0 : spacing) + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

/// Places subviews on a circle, as Apple's "Composing custom layouts" sample does.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
            let rotation = angle * Double(index)
            point = CGPoint(x: point.x * CGFloat(cos(rotation)) - point.y * CGFloat(sin(rotation)),
                            y: point.x * CGFloat(sin(rotation)) + point.y * CGFloat(cos(rotation)))
            subview.place(at: CGPoint(x: bounds.midX + point.x, y: bounds.midY + point.y), anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Orders subviews by their `Rank` layout value, top to bottom, with a cache counting calls.
private struct RankedColumn: Layout {
    struct Cache { var order: [Int] }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for index in cache.order {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subviews[index].sizeThatFits(.unspecified).height
        }
    }
}

/// The `Layout` protocol, `AnyLayout` and the stack layouts. Apple's documentation of `Layout`:
/// `sizeThatFits` answers proposals, `placeSubviews` places each subview with `place(at:anchor:proposal:)`;
/// `ProposedViewSize.replacingUnspecifiedDimensions(by:)` defaults to 10 × 10.
final class CustomLayoutTests: XCTestCase {
    func testFlowLayoutWrapsWhenTheNextViewWouldNotFit() {
        let probe = LayoutProbe(FlowLayout {
            box(40, 10).accessibilityIdentifier("a")
            box(40, 10).accessibilityIdentifier("b")
            box(40, 10).accessibilityIdentifier("c")
        }, size: .width(100))
        XCTAssertEqual(probe.frame("a"), Rect(x: 6, y: 0, width: 40, height: 10))
        XCTAssertEqual(probe.frame("b").minX, 54)
        XCTAssertEqual(probe.frame("c"), Rect(x: 6, y: 18, width: 40, height: 10))
        XCTAssertEqual(probe.rootFrame.size, Size(width: 88, height: 28))
    }

    func testRadialLayoutPlacesByAnchorAroundTheCentre() {
        let probe = LayoutProbe(RadialLayout {
            box(10, 10).accessibilityIdentifier("north")
            box(10, 10).accessibilityIdentifier("south")
        }.frame(width: 90, height: 90), size: .ideal)
        XCTAssertEqual(probe.frame("north"), Rect(x: 40, y: 10, width: 10, height: 10))
        XCTAssertEqual(probe.frame("south"), Rect(x: 40, y: 70, width: 10, height: 10))
    }

    func testLayoutValuesReachTheLayoutAndTheCacheIsUsed() {
        let probe = LayoutProbe(RankedColumn {
            box(10, 10).layoutValue(key: Rank.self, value: 2).accessibilityIdentifier("second")
            box(10, 10).layoutValue(key: Rank.self, value: 1).accessibilityIdentifier("first")
            box(10, 10).accessibilityIdentifier("zero")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("zero").minY, 0)
        XCTAssertEqual(probe.frame("first").minY, 10)
        XCTAssertEqual(probe.frame("second").minY, 20)
    }

    func testUnplacedSubviewsSitCentred() {
        struct Lazy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let probe = LayoutProbe(Lazy { box(10, 10).accessibilityIdentifier("box") }, size: .ideal)
        XCTAssertEqual(probe.frame("box"), Rect(x: 20, y: 20, width: 10, height: 10))
    }

    func testStackLayoutsAsViewsMatchTheStacks() {
        let stack = LayoutProbe(HStack(alignment: .top, spacing: 4) { box(10, 20); probeText("abc").accessibilityIdentifier("t") }, size: .ideal)
        let layout = LayoutProbe(HStackLayout(alignment: .top, spacing: 4) { box(10, 20); probeText("abc").accessibilityIdentifier("t") },
                                 size: .ideal)
        XCTAssertEqual(stack.frame("t"), layout.frame("t"))
        XCTAssertEqual(stack.result.textDump, layout.result.textDump)
    }

    func testAnyLayoutSwitchesBetweenStacks() {
        func view(_ wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout { box(10, 10).accessibilityIdentifier("a"); box(10, 10).accessibilityIdentifier("b") }
        }
        XCTAssertEqual(LayoutProbe(view(true), size: .ideal).frame("b").minX, 10)
        XCTAssertEqual(LayoutProbe(view(false), size: .ideal).frame("b").minY, 10)
        XCTAssertEqual(LayoutProbe(AnyLayout(FlowLayout()) { box(60, 10); box(60, 10).accessibilityIdentifier("b") }, size: .width(100))
            .frame("b").minY, 18, "custom layouts erase too")
    }

    func testAStackLayoutCalledDirectlyPlacesSubviewsLikeTheStack() {
        struct Delegating: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var inner: Void = ()
                return VStackLayout(alignment: .trailing).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var inner: Void = ()
                VStackLayout(alignment: .trailing).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
            }
        }
        let probe = LayoutProbe(Delegating { box(30, 10); box(10, 10).accessibilityIdentifier("b") }, size: .ideal)
        XCTAssertEqual(probe.frame("b"), Rect(x: 20, y: 18, width: 10, height: 10))
    }

    func testProposedViewSizeAndViewSpacing() {
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), CGSize(width: 10, height: 10))
        XCTAssertEqual(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(), CGSize(width: 5, height: 10))
        XCTAssertEqual(ProposedViewSize.infinity.width, .infinity)
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical), 0)
    }

    func testSubviewSpacingAndPriorityComeFromTheViews() {
        struct Inspect: Layout {
            let check: (Subviews) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                check(subviews)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        var seen: [(Double, CGFloat)] = []
        let inspect = Inspect { subviews in
            seen = subviews.map { ($0.priority, $0.spacing.distance(to: ViewSpacing(), along: .horizontal)) }
        }
        _ = LayoutProbe(inspect {
            box(10, 10).layoutPriority(2)
            Spacer()
        }, size: .ideal)
        XCTAssertEqual(seen.map(\.0), [2, -.infinity])
        XCTAssertEqual(seen.map(\.1), [8, 0])
    }
}
