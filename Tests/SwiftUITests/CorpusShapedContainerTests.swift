import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Container code written the way the vendored corpus writes it (Tests/Fixtures/SwiftUICorpus:
/// SectionView in 29-indicators-screen, DefaultIndicatorView in 06-default-indicator,
/// ButtonModifiers in 24-button-modifiers): it compiles unchanged and lays out as SwiftUI does.
final class CorpusShapedContainerTests: XCTestCase {
    /// As 29-indicators-screen/SectionView.swift: a custom view whose body is a `Group` holding a
    /// `Section` with a footer and an optional title row.
    struct SectionView<Content: View>: View {
        var title: String?
        var description: String
        let content: () -> Content

        var body: some View {
            Group {
                Section(footer: Text(description)) {
                    if let title = title {
                        Text(title)
                            .font(.headline)
                    }
                    content()
                }
            }
        }
    }

    func testCustomSectionViewsInsideAGroupBecomeListSections() {
        let probe = LayoutProbe(List {
            Group {
                SectionView(title: "ProgressView", description: "A view that shows progress.", content: { Text("Row") })
                SectionView(description: "No title.", content: { Text("Only row") })
            }
        }, size: .width(390))
        let sections = probe.result.root.allViews.filter { $0.kind == "Section" }
        XCTAssertEqual(sections.count, 2)
        XCTAssertEqual(probe.result.root.allViews.filter { $0.kind == "Row" }.count, 3)
    }

    /// As 06-default-indicator: items sized from the reader's size.
    struct Indicator: View {
        let count: Int
        var body: some View {
            GeometryReader { geometry in
                ForEach(0..<count) { index in
                    Circle().frame(width: geometry.size.width / CGFloat(count * 2), height: geometry.size.height / 2)
                        .offset(x: geometry.size.width / CGFloat(count) * CGFloat(index))
                        .accessibilityIdentifier("dot\(index)")
                }
                .frame(width: geometry.size.width, height: geometry.size.height)
            }
        }
    }

    func testGeometryDrivenItems() {
        let probe = LayoutProbe(Indicator(count: 4).frame(width: 80, height: 20), size: .ideal)
        XCTAssertEqual(probe.frame("dot0").size, Size(width: 10, height: 10))
        XCTAssertEqual(probe.frame("dot3").minX - probe.frame("dot0").minX, 60)
    }

    func testScrollViewReaderInsideAScrollView() {
        // As 24-button-modifiers: ScrollView { ScrollViewReader { reader in VStack(alignment: .leading) { … } } }.
        let probe = LayoutProbe(ScrollView {
            ScrollViewReader { reader in
                VStack(alignment: .leading) {
                    Group { Text("Scale Effect").font(Font.body.bold()) }
                    Divider()
                    Text("Blur").accessibilityIdentifier("last")
                }
            }
        }.frame(height: 60), size: .width(200))
        XCTAssertEqual(probe.rootFrame.height, 60)
        XCTAssertNotNil(probe.view("last"))
    }
}
