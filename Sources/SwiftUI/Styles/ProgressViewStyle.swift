import BitmapText
import Raster
import Tokens

/// How a progress view looks, like SwiftUI's `ProgressViewStyle`.
///
/// ```swift
/// struct RingStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().stroke(Color.blue, lineWidth: 4).overlay { configuration.label }
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style draws from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The progress view's description of its current value.
    public struct CurrentValueLabel: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// 0…1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// A progress view style with its type erased, as the environment stores it.
typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = AnyProgressViewStyle(DefaultProgressViewStyle()) }

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// The style progress views inside are drawn with.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

/// iOS's default: a bar when the progress is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar across the width offered: a 4-point capsule track (`systemFill`) filled from the
/// leading edge in the tint, with the label above it and the current value label below in the
/// secondary colour, 4 points apart (UIProgressView's bar style).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    /// A bar filled in `tint` (SwiftUI's deprecated spelling of `.tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressBody(configuration: configuration, styleTint: tint)
    }

    /// The bar's height in points.
    static let barHeight: CGFloat = 4
}

struct LinearProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            FractionTrack(fraction: configuration.fractionCompleted ?? 0, height: LinearProgressViewStyle.barHeight,
                          trackHeight: LinearProgressViewStyle.barHeight, knobDiameter: nil, idealWidth: 100,
                          track: Capsule().fill(ControlPalette.systemFill),
                          fill: Capsule().fill(styleTint ?? tint ?? Color.accentColor), knob: EmptyView())
            if let currentValueLabel = configuration.currentValueLabel {
                currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
            }
        }
    }
}

/// iOS's circular style: the activity indicator (iOS draws it for determinate progress too),
/// with the label below it in the secondary colour.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    /// A spinner drawn in `tint`.
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        if let label = configuration.label {
            VStack {
                spinner
                label.foregroundStyle(Color.secondary)
            }
        } else {
            spinner
        }
    }

    @ViewBuilder private var spinner: some View {
        if let tint {
            ActivityIndicator().foregroundStyle(tint)
        } else {
            ActivityIndicator()
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
