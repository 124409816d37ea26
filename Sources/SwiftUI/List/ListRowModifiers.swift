import BitmapText
import Raster
import Tokens

/// Shown, hidden, or left to the system (`listRowSeparator`, `scrollContentBackground`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// How prominent section headers are (`headerProminence`).
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// What a row tells the list that draws it.
struct ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
struct ListRowBackgroundKey: LayoutValueKey { static var defaultValue: [LayoutNode]? { nil } }
struct ListRowSeparatorKey: LayoutValueKey { static let defaultValue: (Visibility, Edge.Set) = (.automatic, .all) }
struct ListRowSeparatorTintKey: LayoutValueKey { static let defaultValue: Color? = nil }
struct ListSectionSeparatorKey: LayoutValueKey { static let defaultValue: Visibility = .automatic }

struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

/// Hands a row's setting to the list, resolved in the row's environment.
struct ListRowValueModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: (ResolveContext) -> Any

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let resolved = value(context)
        return content(context).map { LayoutValueNode(child: $0, key: key, value: resolved) }
    }
}

extension View {
    /// The insets around this row's content inside a list (the style's defaults when nil).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowValueModifier(key: ObjectIdentifier(ListRowInsetsKey.self)) { _ in insets as Any })
    }

    /// `view` drawn behind this row instead of the style's cell colour.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowValueModifier(key: ObjectIdentifier(ListRowBackgroundKey.self)) { context in
            (view.map { context.resolve($0) }) as Any
        })
    }

    /// Shows or hides this row's separators on `edges`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        var set: Edge.Set = []
        if edges.contains(.top) { set.insert(.top) }
        if edges.contains(.bottom) { set.insert(.bottom) }
        let value = (visibility, set)
        return modifier(ListRowValueModifier(key: ObjectIdentifier(ListRowSeparatorKey.self)) { _ in value })
    }

    /// This row's separator colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowValueModifier(key: ObjectIdentifier(ListRowSeparatorTintKey.self)) { _ in color as Any })
    }

    /// Shows or hides the separators at the top and bottom of this row's section (grouped and
    /// plain styles draw them).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowValueModifier(key: ObjectIdentifier(ListSectionSeparatorKey.self)) { _ in visibility })
    }

    /// Section headers below draw larger (`.increased`: title 3, semibold, primary colour, as typed).
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(EnvironmentModifier { $0[HeaderProminenceKey.self] = prominence })
    }

    /// `.hidden` removes the background lists and forms below draw behind their sections.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentModifier { $0[ScrollContentBackgroundKey.self] = visibility })
    }
}

/// The top or bottom edge, and sets of them (`listRowSeparator(_:edges:)`).
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
