import BitmapText
import Raster
import Tokens

/// A date and time control, drawn as iOS 17's compact style: the label at the leading edge
/// and the date ("Jan 5, 2024") and time ("9:41 AM") in rounded `tertiarySystemFill` chips at
/// the trailing edge. Formatting is fixed (en_US, Gregorian, UTC) so renders are deterministic.
/// Every date picker style draws this way.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// DatePicker(selection: $birthday, in: ...Date(), displayedComponents: .date) { Text("Birthday") }
/// ```
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    let label: Label
    let date: Date
    let components: Components
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            HStack(spacing: 6) {
                if components.contains(.date) { chip(DatePickerFormat.date(date)) }
                if components.contains(.hourAndMinute) { chip(DatePickerFormat.time(date)) }
            }
        }
        .foregroundStyle(isEnabled ? Color.primary : ControlPalette.disabledLabel)
    }

    private func chip(_ text: String) -> some View {
        Text(text)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(ControlPalette.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}
