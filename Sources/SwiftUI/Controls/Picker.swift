import BitmapText
import Raster
import Tokens

/// A choice among tagged options, drawn by the picker style in the environment (a menu button
/// by default, as on iOS 17). The options are the views of `content`, each found by its
/// `tag(_:)` (or, directly inside a `ForEach`, by its element's id, as SwiftUI tags them); the
/// one whose tag equals the selection is drawn selected.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { Text($0.description).tag($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// SwiftUI's older spelling, with the label as a view.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let selected = AnyHashable(selection.wrappedValue)
        let content = content
        func resolveOptions(_ context: ResolveContext) -> [LayoutNode] {
            (content as? any PickerOptionsSource)?.pickerOptions(in: context) ?? context.resolve(content)
        }
        let tags = resolveOptions(context).map(TagNode.tag(of:))
        let selectedIndex = tags.firstIndex { $0 == selected }
        let options = { (change: (inout EnvironmentValues) -> Void) in resolveOptions(context.with(change)) }
        let labelNodes = context.environment.labelsHidden ? [] : context.resolve(label)
        let body: AnyView
        switch context.environment.pickerKind {
        case .segmented:
            body = AnyView(SegmentedPickerBody(count: tags.count, selectedIndex: selectedIndex, options: options))
        case .menu:
            body = AnyView(MenuPickerBody(selectedIndex: selectedIndex, options: options))
        case .inline:
            body = AnyView(InlinePickerBody(count: tags.count, selectedIndex: selectedIndex, options: options))
        case .wheel:
            body = AnyView(WheelPickerBody(count: tags.count, selectedIndex: selectedIndex, options: options))
        case .navigationLink:
            body = AnyView(NavigationLinkPickerBody(label: labelNodes, selectedIndex: selectedIndex, options: options))
        }
        return context.resolve(body)
    }
}

/// Picker content that tags its options itself: a `ForEach` tags each element's views with the
/// element's id unless they carry an explicit `tag(_:)`.
protocol PickerOptionsSource {
    func pickerOptions(in context: ResolveContext) -> [LayoutNode]
}

extension ForEach: PickerOptionsSource {
    func pickerOptions(in context: ResolveContext) -> [LayoutNode] {
        data.flatMap { element in
            context.resolve(context.evaluate { content(element) }).map { node in
                node is TagNode ? node : TagNode(child: node, tag: AnyHashable(element[keyPath: id]))
            }
        }
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    /// A picker labelled with a title and a symbol (iOS 17).
    public init(_ title: String, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// UISegmentedControl on iOS 13 and later: a 32-point track (`tertiarySystemFill`, radius 9)
/// with equal segments; the selected segment is a raised white (dark: #636366) rounded
/// rectangle 2 points inside with a soft shadow; titles are 13-point (scaling with Dynamic Type
/// like the footnote style, the control growing past 32 points), semibold when selected;
/// 1-point separators stand between two unselected segments.
struct SegmentedPickerBody: View {
    let count: Int
    let selectedIndex: Int?
    let options: ((inout EnvironmentValues) -> Void) -> [LayoutNode]
    @Environment(\.isEnabled) private var isEnabled

    static var height: CGFloat { 32 }

    var body: some View {
        let color = isEnabled ? Color.primary : ControlPalette.disabledLabel
        let regular = options { $0.font = .scaledSystem(size: 13, weight: .regular, relativeTo: .footnote); $0.foregroundStyle = AnyShapeStyle(color); $0.lineLimit = 1 }
        let bold = options { $0.font = .scaledSystem(size: 13, weight: .semibold, relativeTo: .footnote); $0.foregroundStyle = AnyShapeStyle(color); $0.lineLimit = 1 }
        HStack(spacing: 0) {
            ForEach(0..<count) { index in
                segment(index, label: index == selectedIndex ? bold[index] : regular[index])
            }
        }
        .padding(2)
        .background(ControlPalette.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 9, style: .continuous))
        .accessibilityIdentifier("segmented-control")
    }

    private func segment(_ index: Int, label: LayoutNode) -> some View {
        let isSelected = index == selectedIndex
        let showsSeparator = index > 0 && !isSelected && index - 1 != selectedIndex
        return ResolvedNodes(nodes: [label])
            .padding(.horizontal, 6)
            .frame(maxWidth: .infinity, minHeight: Self.height - 4)
            .background {
                if isSelected {
                    RoundedRectangle(cornerRadius: 7, style: .continuous)
                        .fill(ControlPalette.selectedSegment)
                        .shadow(color: Color(RGBA8(r: 0, g: 0, b: 0, a: 31)), radius: 4, x: 0, y: 3)
                        .shadow(color: Color(RGBA8(r: 0, g: 0, b: 0, a: 10)), radius: 0.5, x: 0, y: 3)
                }
            }
            .overlay(alignment: .leading) {
                if showsSeparator {
                    Rectangle().fill(ControlPalette.controlSeparator).frame(width: 1, height: 12).offset(x: -0.5)
                }
            }
    }
}

/// iOS 16+'s menu picker: the selected option and an up-down chevron in the tint, like a
/// borderless button; nothing but the chevron when no option is selected.
struct MenuPickerBody: View {
    let selectedIndex: Int?
    let options: ((inout EnvironmentValues) -> Void) -> [LayoutNode]
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        let color = isEnabled ? tint ?? Color.accentColor : ControlPalette.disabledLabel
        HStack(spacing: 5) {
            if let selectedIndex {
                ResolvedNodes(nodes: [options { $0.foregroundStyle = AnyShapeStyle(color); $0.lineLimit = 1 }[selectedIndex]])
            }
            UpDownChevron()
        }
        .foregroundStyle(color)
    }
}

/// SF Symbols' `chevron.up.chevron.down` at body size: two small chevrons 2 points apart.
struct UpDownChevron: View {
    var body: some View {
        VStack(spacing: 2) {
            Image(systemName: "chevron.up")
            Image(systemName: "chevron.down")
        }
        .font(.scaledSystem(size: 11, weight: .semibold, relativeTo: .body))
    }
}

/// Inline options as 44-point rows (11 points above and below the text), a checkmark in the
/// tint after the selected one, separators between rows.
struct InlinePickerBody: View {
    let count: Int
    let selectedIndex: Int?
    let options: ((inout EnvironmentValues) -> Void) -> [LayoutNode]
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        let labels = options { $0.foregroundStyle = AnyShapeStyle(isEnabled ? Color.primary : ControlPalette.disabledLabel) }
        VStack(spacing: 0) {
            ForEach(0..<count) { index in
                if index > 0 { Divider() }
                HStack {
                    ResolvedNodes(nodes: [labels[index]])
                    Spacer()
                    if index == selectedIndex {
                        Image(systemName: "checkmark")
                            .font(.system(.body, weight: .semibold))
                            .foregroundStyle(isEnabled ? tint ?? Color.accentColor : ControlPalette.disabledLabel)
                    }
                }
                .frame(minHeight: 44)
            }
        }
    }
}

/// UIPickerView's wheel, at rest: five 32-point rows centred on the selection, the selected row
/// in a `tertiarySystemFill` band (radius 8) and its neighbours fading out.
struct WheelPickerBody: View {
    let count: Int
    let selectedIndex: Int?
    let options: ((inout EnvironmentValues) -> Void) -> [LayoutNode]

    static var rowHeight: CGFloat { 32 }

    var body: some View {
        let center = selectedIndex ?? 0
        let selected = options { $0.font = .title3; $0.lineLimit = 1; $0.foregroundStyle = AnyShapeStyle(Color.primary) }
        let neighbours = options { $0.font = .title3; $0.lineLimit = 1; $0.foregroundStyle = AnyShapeStyle(Color.secondary) }
        VStack(spacing: 0) {
            ForEach(-2..<3) { offset in
                let index = center + offset
                Group {
                    if index >= 0 && index < count {
                        ResolvedNodes(nodes: [(offset == 0 ? selected : neighbours)[index]])
                            .opacity(offset == 0 ? 1 : offset.magnitude == 1 ? 0.7 : 0.35)
                    } else {
                        Color.clear
                    }
                }
                .frame(maxWidth: .infinity)
                .frame(height: Self.rowHeight)
                .background {
                    if offset == 0 { RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlPalette.tertiarySystemFill) }
                }
            }
        }
    }
}

/// A row: the label, then the selection in the secondary colour and a tertiary chevron.
struct NavigationLinkPickerBody: View {
    let label: [LayoutNode]
    let selectedIndex: Int?
    let options: ((inout EnvironmentValues) -> Void) -> [LayoutNode]

    var body: some View {
        HStack {
            ResolvedNodes(nodes: label)
            Spacer()
            if let selectedIndex {
                ResolvedNodes(nodes: [options { $0.foregroundStyle = AnyShapeStyle(Color.secondary) }[selectedIndex]])
            }
            Image(systemName: "chevron.right").font(.system(.body, weight: .semibold)).foregroundStyle(Color.tertiary)
        }
        .frame(minHeight: 44)
    }
}
