import BitmapText
import Raster
import Tokens

/// How a gauge looks, like SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style draws from.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }
        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The description of the current value.
    public struct CurrentValueLabel: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }
        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The description of the lower bound.
    public struct MinimumValueLabel: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }
        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The description of the upper bound.
    public struct MaximumValueLabel: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }
        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The value as a fraction of the range, 0…1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// A gauge style with its type erased, as the environment stores it.
typealias AnyGaugeStyle = AnyStyle<GaugeStyleConfiguration>

extension AnyStyle where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle()) }

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// The style gauges inside are drawn with.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}

/// iOS's default: the linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// The label (and current value at the trailing edge) above a 6-point capsule filled in the
/// tint to the value, the bound labels before and after the bar in the secondary colour.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: 6, showsMarker: false)
    }
}

/// The accessory (widget) look in an app: a 4-point bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: 4, showsMarker: true)
    }
}

/// The accessory (widget) look in an app: a 4-point bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: 4, showsMarker: false)
    }
}

/// A 58-point ring open at the bottom (270°) in the tint, a marker at the value, the current
/// value (or label) in the middle and the bound labels in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, isCapacity: false)
    }
}

/// A 58-point ring filled clockwise from the top to the value, the current value (or label)
/// in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, isCapacity: true)
    }
}

struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let barHeight: CGFloat
    let showsMarker: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        let color = tint ?? Color.accentColor
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                if let current = configuration.currentValueLabel { current.foregroundStyle(Color.secondary) }
            }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(Color.secondary) }
                FractionTrack(fraction: configuration.value, height: showsMarker ? barHeight + 4 : barHeight, trackHeight: barHeight,
                              knobDiameter: showsMarker ? barHeight + 4 : nil, idealWidth: 100,
                              track: Capsule().fill(ControlPalette.systemFill),
                              fill: Capsule().fill(showsMarker ? Color.clear : color),
                              knob: Circle().fill(color).overlay(Circle().strokeBorder(ControlPalette.systemBackground, lineWidth: 1.5)))
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(Color.secondary) }
            }
        }
    }
}

struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    @Environment(\.tint) private var tint

    static var diameter: CGFloat { 58 }
    static var lineWidth: CGFloat { 6 }

    var body: some View {
        let color = tint ?? Color.accentColor
        // Open ring: from 135° to 405° (0° = trailing, turning clockwise on screen).
        let start: Double = isCapacity ? -90 : 135
        let sweep: Double = isCapacity ? 360 : 270
        ZStack {
            RoundedArc(startDegrees: start, sweepDegrees: sweep, lineWidth: Self.lineWidth)
                .fill(isCapacity ? ControlPalette.systemFill : color.opacity(0.35))
            if isCapacity {
                RoundedArc(startDegrees: start, sweepDegrees: sweep * configuration.value, lineWidth: Self.lineWidth).fill(color)
            } else {
                GaugeMarker(degrees: start + sweep * configuration.value, lineWidth: Self.lineWidth)
                    .fill(color)
                GaugeMarker(degrees: start + sweep * configuration.value, lineWidth: Self.lineWidth)
                    .stroke(ControlPalette.systemBackground, lineWidth: 1.5)
            }
            Group {
                if let current = configuration.currentValueLabel { current } else { configuration.label }
            }
            .font(.scaledSystem(size: 15, weight: .semibold, relativeTo: .subheadline))
            .lineLimit(1)
            if !isCapacity {
                HStack {
                    if let minimum = configuration.minimumValueLabel { minimum }
                    Spacer(minLength: 0)
                    if let maximum = configuration.maximumValueLabel { maximum }
                }
                .font(.scaledSystem(size: 9, weight: .medium, relativeTo: .caption2))
                .foregroundStyle(Color.secondary)
                .padding(.horizontal, 10)
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

/// A ring segment with round ends, filled: from `startDegrees` turning clockwise by
/// `sweepDegrees` (0° points to the trailing side), `lineWidth` thick inside the frame.
struct RoundedArc: Shape {
    let startDegrees: Double
    let sweepDegrees: Double
    let lineWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard sweepDegrees > 0 else { return path }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer - lineWidth
        if sweepDegrees >= 360 {
            // The outer circle one way and the inner the other, so the hole stays empty.
            path.addArc(center: center, radius: outer, startAngle: .zero, endAngle: .radians(2 * .pi), clockwise: false)
            path.closeSubpath()
            path.move(to: CGPoint(x: center.x + inner, y: center.y))
            path.addArc(center: center, radius: inner, startAngle: .radians(2 * .pi), endAngle: .zero, clockwise: true)
            path.closeSubpath()
            return path
        }
        let middle = (outer + inner) / 2, cap = lineWidth / 2
        let a0 = startDegrees * .pi / 180, a1 = (startDegrees + sweepDegrees) * .pi / 180
        path.addArc(center: center, radius: outer, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
        path.addArc(center: CGPoint(x: center.x + middle * cos(a1), y: center.y + middle * sin(a1)), radius: cap,
                    startAngle: .radians(a1), endAngle: .radians(a1 + .pi), clockwise: false)
        path.addArc(center: center, radius: inner, startAngle: .radians(a1), endAngle: .radians(a0), clockwise: true)
        path.addArc(center: CGPoint(x: center.x + middle * cos(a0), y: center.y + middle * sin(a0)), radius: cap,
                    startAngle: .radians(a0 + .pi), endAngle: .radians(a0 + 2 * .pi), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// The value marker of a circular gauge: a dot on the ring at `degrees`.
struct GaugeMarker: Shape {
    let degrees: Double
    let lineWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - lineWidth / 2
        let angle = degrees * .pi / 180
        let center = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
        let r = lineWidth / 2 + 1.5
        return Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
