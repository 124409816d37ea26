import Foundation
import Raster
@testable import SwiftUI
import XCTest

/// Every primitive view and modifier resolves through its own `_makeView` witness, not the
/// default that evaluates `body` (a primitive's `body` traps; the default notices a `Never` body
/// and falls back to a runtime cast, which `RenderSession.primitivesFoundByCast` records).
final class PrimitiveDispatchTests: XCTestCase {
    struct Sample {
        let typeName: String
        let resolve: (ResolveContext) -> [LayoutNode]
    }

    static func sample<V: View>(_ view: V) -> Sample {
        Sample(typeName: String(reflecting: V.self)) { $0.resolve(view) }
    }

    struct Halves: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct Key: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Rank: LayoutValueKey { static let defaultValue = 0 }

    /// At least one sample whose static type names each primitive type of the module.
    static var samples: [Sample] {
        let text = Text("a")
        let label = AnyView(text)
        var on = true
        let isOn = Binding(get: { on }, set: { on = $0 })
        var string = ""
        let textBinding = Binding(get: { string }, set: { string = $0 })
        return [
            sample(text), sample(Image(systemName: "star")), sample(EmptyView()), sample(Spacer()), sample(Divider()),
            sample(Color.red), sample(AnyView(text)), sample(Group { text }),
            sample(VStack { text; text }), sample(HStack { text }), sample(ZStack { text }),
            sample(LazyVStack { text }), sample(LazyHStack { text }),
            sample(Grid { GridRow { text } }), sample(LazyVGrid(columns: [GridItem()]) { text }),
            sample(LazyHGrid(rows: [GridItem()]) { text }),
            sample(ForEach(0..<2, id: \.self) { _ in text }), sample(Optional(text)), sample(Optional<Text>.none),
            sample(ConditionalContent<Text, Color>(storage: .trueContent(text))),
            sample(ScrollView { text }), sample(GeometryReader { _ in text }), sample(ViewThatFits { text }),
            sample(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
            sample(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10)),
            sample(EllipticalGradient(colors: [.red, .blue])), sample(AngularGradient(colors: [.red, .blue], center: .center)),
            sample(Rectangle().fill(Color.red)), sample(Button("b") {}), sample(Label("l", systemImage: "star")),
            sample(Toggle(isOn: isOn) { text }), sample(TextField(text: textBinding) { text }),
            sample(Picker(selection: isOn) { text } label: { text }),
            sample(ProgressView()), sample(Gauge(value: 0.5) { text }),
            sample(ControlGroup { text }), sample(Menu { text } label: { text }), sample(GroupBox { text } label: { text }),
            sample(List(selection: Binding<Int?>?.none) { text }), sample(Section { text } header: { text } footer: { text }),
            sample(NavigationLink(destination: text) { text }), sample(NavigationStack { text }), sample(NavigationView { text }),
            sample(TabView { text }), sample(ToolbarItem { text }), sample(ToolbarItemGroup { text }),
            sample(AsyncImage(url: nil)), sample(Canvas { _, _ in }),
            sample(ProgressViewStyleConfiguration.Label(label)), sample(ProgressViewStyleConfiguration.CurrentValueLabel(label)),
            sample(MenuStyleConfiguration.Label(label)), sample(ToggleStyleConfiguration.Label(label)),
            sample(GaugeStyleConfiguration.Label(label)), sample(GaugeStyleConfiguration.CurrentValueLabel(label)),
            sample(GaugeStyleConfiguration.MinimumValueLabel(label)), sample(GaugeStyleConfiguration.MaximumValueLabel(label)),
            sample(PrimitiveButtonStyleConfiguration.Label(label)), sample(ButtonStyleConfiguration.Label(label)),
            sample(GroupBoxStyleConfiguration.Label(label)), sample(GroupBoxStyleConfiguration.Content(label)),
            sample(LabelStyleConfiguration.Icon(label)), sample(LabelStyleConfiguration.Title(label)),
            sample(ResolvedNodes(nodes: [])), sample(ActivityIndicator()),
            sample(FractionTrack(fraction: 0.5, height: 10, trackHeight: 4, knobDiameter: nil, idealWidth: 40,
                                 track: Color.gray, fill: Color.blue, knob: EmptyView())),
            sample(FocusedView(content: text, isFocused: { false })), sample(LayoutView(layout: Halves(), content: text)),
            sample(ViewModifierContent { _ in [] }),
            // Modifiers, through the API that applies each.
            sample(text.padding()), sample(text.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
            sample(text.background(Color.red)), sample(text.opacity(0.5)), sample(text.zIndex(1)),
            sample(text.frame(width: 10)), sample(text.frame(maxWidth: .infinity)), sample(text.fixedSize()),
            sample(text.layoutPriority(1)), sample(Color.red.environment(\.font, .body)), sample(text.semantics { _ in [] }), sample(text.tag(1)),
            sample(text.accessibilityLabel("a")), sample(text.blur(radius: 2)), sample(text.aspectRatio(1, contentMode: .fit)),
            sample(text.previewDisplayName("p")), sample(text.coordinateSpace(name: "c")), sample(text.navigationTitle("t")),
            sample(text.listRowInsets(EdgeInsets())), sample(text.alignmentGuide(.leading) { _ in 0 }),
            sample(text.layoutValue(key: Rank.self, value: 1)), sample(text.foregroundStyle(.secondary)),
            sample(text.preference(key: Key.self, value: 1)), sample(text.onPreferenceChange(Key.self) { _ in }),
            sample(text.overlayPreferenceValue(Key.self) { _ in text }),
        ]
    }

    func testEveryPrimitiveResolvesThroughItsOwnWitness() {
        let session = RenderSession(textMeasurer: defaultTextMeasurer)
        let context = ResolveContext(environment: EnvironmentValues(), session: session)
        for sample in Self.samples {
            _ = sample.resolve(context)
        }
        XCTAssertEqual(session.primitivesFoundByCast, [],
                       "these primitives picked the default _makeView (evaluating body) and were found by a cast")
    }

    /// The fallback works and is noticed: a primitive whose conformance lacks the witness.
    func testAPrimitiveMissingItsWitnessIsFoundByCastAndNoted() {
        let session = RenderSession(textMeasurer: defaultTextMeasurer)
        let context = ResolveContext(environment: EnvironmentValues(), session: session)
        XCTAssertEqual(context.resolve(Unwitnessed<Int>(content: Text("a"))).count, 1)
        XCTAssertEqual(context.resolve(Text("a").modifier(UnwitnessedModifier<Int>())).count, 1)
        XCTAssertEqual(session.primitivesFoundByCast.count, 2, "\(session.primitivesFoundByCast)")
    }

    /// The samples name every type the sources declare primitive, so a new primitive needs a sample.
    func testTheSamplesCoverEveryPrimitiveTheSourcesDeclare() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SwiftUI")
        let declared = try Self.declaredPrimitives(under: sources)
        XCTAssertGreaterThan(declared.count, 80, "the scan of \(sources.path) found too few primitives: \(declared)")
        let names = Self.samples.map { $0.typeName }.joined(separator: " ")
        let missing = declared.filter { name in
            names.range(of: "\\.\(name)\\b", options: .regularExpression) == nil
        }
        XCTAssertEqual(missing, [], "primitives with no sample in PrimitiveDispatchTests.samples")
    }

    /// `Outer.Inner` names of the types conforming to `PrimitiveView` or `PrimitiveModifier` where
    /// declared (`struct X...: ..., PrimitiveView {`, `extension X: PrimitiveView`).
    static func declaredPrimitives(under folder: URL) throws -> [String] {
        let declaration = try NSRegularExpression(pattern: #"^( *)(?:public )?(?:struct|extension) (\w+)[^{]*\bPrimitive(?:View|Modifier)\b"#)
        let outer = try NSRegularExpression(pattern: #"^(?:public )?(?:struct|enum|extension) (\w+)"#)
        var names: [String] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "swift" {
            var enclosing = ""
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                let text = String(line)
                let range = NSRange(text.startIndex..., in: text)
                if let match = outer.firstMatch(in: text, range: range) {
                    enclosing = String(text[Range(match.range(at: 1), in: text)!])
                }
                guard let match = declaration.firstMatch(in: text, range: range) else { continue }
                let name = String(text[Range(match.range(at: 2), in: text)!])
                if name == "PrimitiveView" || name == "PrimitiveModifier" { continue }
                names.append(match.range(at: 1).length > 0 ? "\(enclosing).\(name)" : name)
            }
        }
        return names.sorted()
    }
}

/// A primitive that conforms to `View` for every `T` but to `PrimitiveView` only when `T` is
/// `Int`: the `View` conformance cannot use `PrimitiveView`'s witness, so it keeps the default.
struct Unwitnessed<T>: View {
    let content: Text
    var body: Never { primitiveBody(Self.self) }
}

extension Unwitnessed: PrimitiveView where T == Int {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] { context.resolve(content) }
}

struct UnwitnessedModifier<T>: ViewModifier {
    func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension UnwitnessedModifier: PrimitiveModifier where T == Int {
    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] { content(context) }
}
