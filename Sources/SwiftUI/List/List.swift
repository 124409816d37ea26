import BitmapText
import Raster
import Tokens

/// Rows in sections, drawn in the environment's list style (inset-grouped by default, as iOS
/// 16+ draws `List`). Rows outside any `Section` form sections of their own. Selection
/// bindings are accepted; nothing is selected in a snapshot.
///
/// ```swift
/// List {
///     Section("Account") { Text("Name"); Text("Email") }
///     Section { NavigationLink("Privacy") { PrivacyView() } }
/// }
/// .listStyle(.insetGrouped)
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    var isForm = false

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let appearance = isForm ? .insetGrouped : (context.environment[ListAppearanceKey.self] ?? .insetGrouped)
        let children = context.with {
            $0[InsideListKey.self] = true
            $0[ListRowKey.self] = true
            $0[ListAppearanceKey.self] = appearance
        }.resolve(content)
        return [ListNode(appearance: appearance, children: children, context: context, kind: isForm ? "Form" : "List")]
    }
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// One row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// One row per integer.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

/// A container for controls, drawn as iOS draws it: an inset-grouped list.
///
/// ```swift
/// Form { Section("Profile") { TextField("Name", text: $name) } }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        var list = List<Never, Content>(content: { content })
        list.isForm = true
        return list
    }
}
