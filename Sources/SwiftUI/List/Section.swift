import BitmapText
import Raster
import Tokens

/// A group of rows with an optional header and footer. In a `List` or `Form` it draws as the
/// list style's section; elsewhere (stacks, lazy stacks) its header, content and footer are
/// laid out in order, as a `Group`'s views.
///
/// ```swift
/// Section("Account") { Text("Name") }
/// Section { Toggle("Wi-Fi", isOn: $wifi) } header: { Text("Network") } footer: { Text("…") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let inner = context.with { $0[InsideListKey.self] = false }
        guard context.environment[InsideListKey.self] else {
            return inner.resolve(header) + inner.resolve(content) + inner.resolve(footer)
        }
        let appearance = context.environment[ListAppearanceKey.self] ?? .insetGrouped
        let prominence = context.environment[HeaderProminenceKey.self]
        let headerContext = inner.with { values in
            values[ListRowKey.self] = false
            if prominence == .increased {
                values.font = .title3
                values.fontWeight = .semibold
            } else if appearance == .plain || appearance == .sidebar {
                values.font = .headline
            } else {
                values.font = .footnote
                values.foregroundStyle = AnyShapeStyle(Color.secondary)
                values.textCase = .uppercase
            }
        }
        let footerContext = inner.with { values in
            values[ListRowKey.self] = false
            values.font = .footnote
            values.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        return [ListSectionNode(header: headerContext.resolve(header), rows: inner.resolve(content), footer: footerContext.resolve(footer),
                                prominence: prominence)]
    }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), content: content)
    }
}

/// Set while a list resolves its content, so `Section` knows it is a list section.
struct InsideListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Set for everything inside a list's rows, so a `NavigationLink` draws its disclosure chevron.
struct ListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// A list section: header, rows and footer, laid out by the list. Alone it stacks them.
final class ListSectionNode: LayoutNode {
    let kind = "Section"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let header: [LayoutNode]
    let rows: [LayoutNode]
    let footer: [LayoutNode]
    let prominence: Prominence
    private lazy var stack = StackNode(kind: "Section", axis: .vertical, spacing: 0, cross: .guide(HorizontalAlignment.leading.key),
                                       children: header + rows + footer, details: [])

    init(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], prominence: Prominence) {
        self.header = header
        self.rows = rows
        self.footer = footer
        self.prominence = prominence
    }

    func computeSize(for proposal: ProposedSize) -> Size { stack.sizeThatFits(proposal) }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView { stack.place(in: frame, proposal: proposal, grid: grid) }
}
