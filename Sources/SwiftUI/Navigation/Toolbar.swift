import BitmapText
import Raster
import Tokens

/// Where a toolbar item goes. On iPhone: leading placements at the bar's leading edge,
/// `.principal` in its centre (instead of an inline title), the rest at its trailing edge;
/// bottom-bar, keyboard and status items are accepted and not drawn.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, principal, trailing, hidden }
    let name: String
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .hidden)
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .hidden)
    public static let status = ToolbarItemPlacement(name: "status", slot: .hidden)
}

/// Content of a toolbar (`ToolbarItem`, `ToolbarItemGroup`). Written inside `.toolbar { … }`.
public protocol ToolbarContent {}

/// One item of a navigation bar.
///
/// ```swift
/// .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }
/// ```
public struct ToolbarItem<ID, Content: View>: View, ToolbarContent, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        registerToolbarContent(content, placement: placement, in: context)
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: View, ToolbarContent, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        registerToolbarContent(content, placement: placement, in: context)
    }
}

/// Inside `.toolbar` the item goes to the bar (and takes no place where it is written);
/// elsewhere it is laid out where it stands.
private func registerToolbarContent<V: View>(_ content: V, placement: ToolbarItemPlacement, in context: ResolveContext) -> [LayoutNode] {
    guard let model = context.environment[ToolbarCollectorKey.self] else { return context.resolve(content) }
    model.items.append((placement, { $0.resolve(content) }))
    return []
}
