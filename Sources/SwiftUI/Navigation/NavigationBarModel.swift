import BitmapText
import Raster
import Tokens

/// What the views inside a `NavigationStack` ask of its bar (title, display mode, toolbar
/// items), collected while the stack resolves its root: the outermost setting wins, as the
/// root view's own modifiers are resolved first.
final class NavigationBarModel {
    var title: ((ResolveContext) -> [LayoutNode])?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var isHidden = false
    var items: [(placement: ToolbarItemPlacement, nodes: (ResolveContext) -> [LayoutNode])] = []
    var tabItemsHidden = false
}

struct NavigationBarModelKey: EnvironmentKey {
    static var defaultValue: NavigationBarModel? { nil }
}

/// Set while `.toolbar` content resolves: `ToolbarItem`s register into this model.
struct ToolbarCollectorKey: EnvironmentKey {
    static var defaultValue: NavigationBarModel? { nil }
}

/// Records a bar setting when resolved, then resolves the content unchanged.
struct NavigationBarModifier: PrimitiveModifier {
    let change: (NavigationBarModel, ResolveContext) -> Void

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        if let model = context.environment[NavigationBarModelKey.self] { change(model, context) }
        return content(context)
    }
}

/// Namespace of SwiftUI's navigation-bar title display modes.
public struct NavigationBarItem: Sendable {
    /// `.large` titles sit below the bar in 34-point bold; `.inline` ones in the bar's centre;
    /// `.automatic` is large at a stack's root.
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic, inline, large
    }
}

/// Which bar `toolbar(_:for:)` and friends mean.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// The title the enclosing `NavigationStack`'s bar shows.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let text = String(title)
        return modifier(NavigationBarModifier { model, _ in
            if model.title == nil { model.title = { $0.resolve(Text(text)) } }
        })
    }

    /// A title given as `Text` (its own font and colour modifiers apply).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarModifier { model, _ in
            if model.title == nil { model.title = { $0.resolve(title) } }
        })
    }

    /// How the bar shows the title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier { model, _ in
            if model.displayMode == nil { model.displayMode = displayMode }
        })
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarModifier { model, _ in
            if hidden { model.isHidden = true }
        })
    }

    /// Hides or shows a bar: `.toolbar(.hidden, for: .navigationBar)` hides the navigation bar,
    /// `.tabBar` the tab bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationBarModifier { model, _ in
            guard visibility == .hidden else { return }
            if bars.contains(.navigationBar) || bars.contains(.automatic) { model.isHidden = true }
            if bars.contains(.tabBar) { model.tabItemsHidden = true }
        })
    }

    /// Accepted: a snapshot shows the stack's root, with the back button it does not have.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Accepted: destinations are never pushed in a snapshot.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// Accepted: destinations are never pushed in a snapshot.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// Items for the enclosing navigation bar: `ToolbarItem`s at their placements, other views
    /// at the trailing edge.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(NavigationBarModifier { model, context in
            let loose = context.with { $0[ToolbarCollectorKey.self] = model }.resolve(items)
            if !loose.isEmpty { model.items.append((.automatic, { _ in loose })) }
        })
    }
}
