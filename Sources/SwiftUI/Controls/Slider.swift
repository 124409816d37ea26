import BitmapText
import Raster
import Tokens

/// A value in a range, drawn as iOS draws UISlider: a 4-point capsule track across the width
/// offered (the tint up to the thumb, `systemFill` after it) and a 28-point white thumb with a
/// soft shadow; the control is the thumb's 28 points high (an estimate: UISlider's own frame may
/// be a few points taller); the minimum and maximum value labels sit before and after it.
/// The label names the slider for accessibility and is not drawn, as on iOS. `value` is an input.
///
/// ```swift
/// Slider(value: $volume, in: 0...100) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
/// Slider(value: $rating, in: 1...10, step: 1)
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) where V.Stride: BinaryFloatingPoint {
        var clamped = min(bounds.upperBound, max(bounds.lowerBound, value))
        if let step, step > 0 {
            let steps = (Double(clamped - bounds.lowerBound) / Double(step)).rounded()
            clamped = min(bounds.upperBound, bounds.lowerBound + V(steps) * V(step))
        }
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? Double(clamped - bounds.lowerBound) / span : 0
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The thumb's diameter and the slider's height, in points.
    static var thumbDiameter: CGFloat { 28 }
    /// The track's height in points.
    static var trackHeight: CGFloat { 4 }

    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            FractionTrack(fraction: fraction, height: Self.thumbDiameter, trackHeight: Self.trackHeight,
                          knobDiameter: Self.thumbDiameter, idealWidth: 100,
                          track: Capsule().fill(ControlPalette.systemFill),
                          fill: Capsule().fill(isEnabled ? tint ?? Color.accentColor : ControlPalette.systemFill),
                          knob: Circle().fill(ControlPalette.knob)
                              .shadow(color: Color(RGBA8(r: 0, g: 0, b: 0, a: 31)), radius: 6.5, x: 0, y: 6)
                              .shadow(color: Color(RGBA8(r: 0, g: 0, b: 0, a: 31)), radius: 2, x: 0, y: 0.5))
                .accessibilityIdentifier("slider-track")
            if let maximumValueLabel { maximumValueLabel }
        }
        .foregroundStyle(isEnabled ? Color.primary : ControlPalette.disabledLabel)
        .semantics { [fraction, label] context in
            // VoiceOver reads a slider's value as a percentage and its (undrawn) label as its name.
            [LaidOutView.Detail("role", "adjustable"), .init("value", "\(Int((fraction * 100).rounded()))%")]
                + (plainLabel(label).map { [LaidOutView.Detail("label", $0)] } ?? []) + context.enabledSemantics
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// SwiftUI's older spelling, with the value labels as views.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
                                        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// SwiftUI's older spelling, with a step and the value labels as views.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
                                        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}
