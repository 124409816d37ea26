import BitmapText
import Raster
import Tokens

/// Increment and decrement buttons after a label, drawn as iOS 17 draws UIStepper: a
/// 94 × 32-point rounded rectangle (radius 8, `tertiarySystemFill`) split by a 1-point line,
/// a minus and a plus in the label colour, each greyed at its end of the range (or when its
/// action is nil). The label sits at the leading edge, the stepper at the trailing edge.
///
/// ```swift
/// Stepper("Age: \(age)", value: $age, in: 0...100)
/// Stepper { Text("Guests") } onIncrement: { add() } onDecrement: { remove() }
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    init(label: Label, canDecrement: Bool, canIncrement: Bool) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
    }

    /// UIStepper's size in points on iOS 13 and later.
    static var size: CGSize { CGSize(width: 94, height: 32) }

    public var body: some View {
        if labelsHidden {
            control
        } else {
            HStack {
                label.foregroundStyle(isEnabled ? Color.primary : ControlPalette.disabledLabel)
                Spacer()
                control
            }
        }
    }

    private var control: some View {
        HStack(spacing: 0) {
            StepperGlyph(isPlus: false, isEnabled: isEnabled && canDecrement)
            Rectangle().fill(ControlPalette.controlSeparator).frame(width: 1, height: 18)
            StepperGlyph(isPlus: true, isEnabled: isEnabled && canIncrement)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .background(ControlPalette.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        .accessibilityIdentifier("stepper")
    }
}

/// The minus or plus of a stepper: 14-point bars 2 points thick, centred in its half.
struct StepperGlyph: View {
    let isPlus: Bool
    let isEnabled: Bool

    var body: some View {
        let color = isEnabled ? Color.primary : ControlPalette.disabledLabel
        ZStack {
            Capsule().fill(color).frame(width: 14, height: 2)
            if isPlus { Capsule().fill(color).frame(width: 2, height: 14) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension Stepper {
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(label: label(), canDecrement: true, canIncrement: true)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        self.init(label: label(), canDecrement: current > bounds.lowerBound, canIncrement: current < bounds.upperBound)
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(title), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(title), canDecrement: true, canIncrement: true)
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.init(label: Text(title), canDecrement: current > bounds.lowerBound, canIncrement: current < bounds.upperBound)
    }
}
