import BitmapText
import Raster
import Tokens

/// How a toggle looks, like SwiftUI's `ToggleStyle`: `makeBody` gets the label and the
/// `isOn` binding (`configuration.isOn`, `configuration.$isOn`).
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             configuration.label
///         }
///     }
/// }
/// ```
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style draws from.
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] {
            context.environment.labelsHidden ? [] : content.makeNodes(in: context)
        }
    }

    public let label: Label
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// A toggle style with its type erased, as the environment stores it.
typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue = AnyToggleStyle(DefaultToggleStyle()) }

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// The style toggles inside are drawn with.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

/// The style toggles use when none is set: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// The iOS switch after the label, at the trailing edge of the width offered: a 51 × 31-point
/// capsule (green `#34C759`, or the tint, when on; `secondarySystemFill` when off) with a
/// 27-point white knob 2 points inside it. Disabled, the switch is drawn at half opacity and
/// the label in the tertiary label colour.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    /// A switch whose on colour is `tint` (SwiftUI's deprecated spelling of `.tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, styleTint: tint)
    }

    /// UISwitch's fixed size in points (`UISwitch.intrinsicContentSize` on iOS 7 through 17).
    static let trackSize = CGSize(width: 51, height: 31)
    /// The knob's diameter: the track's height less 2 points on each side.
    static let knobDiameter: CGFloat = 27
}

struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let styleTint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            track
        } else {
            HStack {
                configuration.label
                    .foregroundStyle(isEnabled ? Color.primary : ControlPalette.disabledLabel)
                Spacer()
                track
            }
        }
    }

    private var track: some View {
        let size = SwitchToggleStyle.trackSize
        let inset = (size.height - SwitchToggleStyle.knobDiameter) / 2
        return Capsule()
            .fill(configuration.isOn ? styleTint ?? tint ?? Color.green : ControlPalette.secondarySystemFill)
            .frame(width: size.width, height: size.height)
            .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                Circle()
                    .fill(ControlPalette.knob)
                    .frame(width: SwitchToggleStyle.knobDiameter, height: SwitchToggleStyle.knobDiameter)
                    .shadow(color: Color(RGBA8(r: 0, g: 0, b: 0, a: 15)), radius: 0.5, x: 0, y: 3)
                    .shadow(color: ControlPalette.knobShadow, radius: 4, x: 0, y: 3)
                    .padding(inset)
            }
            .compositingGroup()
            .opacity(isEnabled ? 1 : 0.5)
            .accessibilityIdentifier("switch")
    }
}

/// A toggle drawn as a button: the label in the tint, on a light tinted fill when on
/// (padded and rounded like a bordered button of the control size).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(configuration: configuration)
    }
}

struct ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font

    var body: some View {
        let metrics = BorderedButtonMetrics(controlSize)
        let color = isEnabled ? tint ?? Color.accentColor : ControlPalette.disabledLabel
        let fill = !configuration.isOn ? Color.clear : isEnabled ? color.opacity(0.15) : ControlPalette.tertiarySystemFill
        configuration.label
            .environment(\.labelsHidden, false)
            .font(font ?? metrics.font)
            .foregroundStyle(color)
            .lineLimit(1)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .frame(minHeight: metrics.minHeight)
            .background { BorderedButtonShape(shape: borderShape, radius: metrics.cornerRadius, fill: fill) }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
