import BitmapText
import Raster
import Tokens

/// How a `List` looks. The built-in styles draw as iOS 17 does (see `ListMetrics`); `.automatic`
/// is inset-grouped, iOS's default for `List` and `Form`.
///
/// ```swift
/// List { … }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {
    /// The engine's name for the look.
    var kind: ListAppearance { get }
}

/// The looks `ListStyle`s resolve to.
public enum ListAppearance: String, Sendable, Hashable {
    case plain, grouped, insetGrouped, inset, sidebar
}

public struct DefaultListStyle: ListStyle {
    public init() {}
    public var kind: ListAppearance { .insetGrouped }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var kind: ListAppearance { .plain }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var kind: ListAppearance { .grouped }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var kind: ListAppearance { .insetGrouped }
}

public struct InsetListStyle: ListStyle {
    public init() {}
    public var kind: ListAppearance { .inset }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var kind: ListAppearance { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListAppearanceKey: EnvironmentKey {
    static var defaultValue: ListAppearance? { nil }
}

/// How a `Form` looks; every style draws as the grouped form iOS shows.
public protocol FormStyle {}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

public struct GroupedFormStyle: FormStyle {
    public init() {}
}

public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Lists below draw in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = style.kind
        return modifier(EnvironmentModifier { $0[ListAppearanceKey.self] = kind })
    }

    /// Accepted: forms draw grouped, as on iPhone.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
