import BitmapText
import Raster
import Tokens

/// Progress towards completion, drawn by the progress view style in the environment: a
/// spinner when the progress is unknown, a bar when `value` is given (iOS's defaults).
///
/// ```swift
/// ProgressView()
/// ProgressView("Loading")
/// ProgressView(value: 0.4)
/// ProgressView(value: bytes, total: size) { Text("Downloading") } currentValueLabel: { Text("40 %") }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.flatMap { Label.self == EmptyView.self ? nil : ProgressViewStyleConfiguration.Label(AnyView($0)) },
            currentValueLabel: currentValueLabel.flatMap {
                CurrentValueLabel.self == EmptyView.self ? nil : ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0))
            })
        let style = context.environment.progressViewStyle
        let body = context.evaluate { style.makeBody(configuration) }
        // `ProgressView(configuration)` inside a custom style draws with the default style.
        return context.with { $0.progressViewStyle = ProgressViewStyleKey.defaultValue }.resolve(body)
    }

    /// `fractionCompleted` from a value and total: nil for nil; 0…1 otherwise (a total of 0 or
    /// less counts as complete when the value is positive).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return value > 0 ? 1 : 0 }
        return min(1, max(0, Double(value) / Double(total)))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar filled to `value` / `total` (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fractionCompleted: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fractionCompleted: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title below it.
    public init(_ title: String) {
        self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    public init<S: StringProtocol>(_ title: S) {
        self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar with a title above it.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fractionCompleted: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a custom style wraps its configuration in, drawn by the default style.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fractionCompleted: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}
