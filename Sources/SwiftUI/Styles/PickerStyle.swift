import BitmapText
import Raster
import Tokens

/// How a picker looks, like SwiftUI's `PickerStyle`. As in SwiftUI, only the built-in styles
/// exist (the protocol's requirements are private there).
///
/// ```swift
/// Picker("View", selection: $mode) { Text("Day").tag(0); Text("Week").tag(1) }.pickerStyle(.segmented)
/// ```
public protocol PickerStyle {}

/// The built-in picker looks.
enum PickerKind: Sendable {
    case menu, segmented, inline, wheel, navigationLink
}

/// Built-in picker styles tell the picker which look they are.
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerKind { get }
}

struct PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }

extension EnvironmentValues {
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

extension View {
    /// The style pickers inside are drawn with.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerKind, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
    }
}

/// iOS's default: a menu button showing the selection (iOS 16 and later).
public struct DefaultPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerKind { .menu }
}

/// A button showing the selected option and an up-down chevron in the tint.
public struct MenuPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerKind { .menu }
}

/// A segmented control: the options side by side in a 32-point track, the selected one raised.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerKind { .segmented }
}

/// The options as rows, a checkmark in the tint on the selected one.
public struct InlinePickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerKind { .inline }
}

/// A wheel: the selected option in a highlighted band, its neighbours fading above and below.
public struct WheelPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerKind { .wheel }
}

/// A row: the label, then the selection in the secondary colour and a chevron.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerKind { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
