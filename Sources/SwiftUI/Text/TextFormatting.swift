import Foundation

/// Format styles whose locale (and for dates time zone and calendar) the environment sets, as
/// SwiftUI does when it formats a `Text(_:format:)`.
protocol EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self
}

extension Date.FormatStyle: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Date.FormatStyle {
        var style = self
        style.locale = context.locale
        style.timeZone = context.timeZone
        style.calendar = context.calendar
        return style
    }
}

extension Date.RelativeFormatStyle: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Date.RelativeFormatStyle {
        var style = self
        style.locale = context.locale
        style.calendar = context.calendar
        return style
    }
}

extension IntegerFormatStyle: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self { locale(context.locale) }
}

extension IntegerFormatStyle.Percent: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self { locale(context.locale) }
}

extension IntegerFormatStyle.Currency: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self { locale(context.locale) }
}

extension FloatingPointFormatStyle: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self { locale(context.locale) }
}

extension FloatingPointFormatStyle.Percent: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self { locale(context.locale) }
}

extension FloatingPointFormatStyle.Currency: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self { locale(context.locale) }
}

extension Decimal.FormatStyle: EnvironmentAdjustableFormatStyle {
    func adjusted(to context: FormatContext) -> Self { locale(context.locale) }
}

enum TextFormatting {
    /// `format` with the environment's locale, time zone and calendar where the style has them.
    static func adjusted<F: FormatStyle>(_ format: F, to context: FormatContext) -> F {
        if let adjustable = format as? any EnvironmentAdjustableFormatStyle, let adjusted = adjustable.adjusted(to: context) as? F {
            return adjusted
        }
        return format
    }

    /// A text for `input` formatted by `format` in the environment.
    static func deferred<F: FormatStyle>(_ input: F.FormatInput, format: F) -> DeferredText
    where F.FormatInput: Equatable, F.FormatOutput == String {
        let box = FormattedValue(input: input, format: format)
        return DeferredText(label: "\(input) as \(F.self)", render: box.render)
    }

    /// A text for `subject` formatted by a `Formatter`. A date or number formatter left on the
    /// machine's locale or time zone gets the environment's instead (on a copy), so the text
    /// never depends on the machine.
    static func deferred(_ subject: Any, formatter: Formatter) -> DeferredText {
        let box = UncheckedSendable((subject, formatter.copy() as! Formatter))
        return DeferredText(label: "\(subject) with \(type(of: formatter))") { context in
            let formatter = box.value.1.copy() as! Formatter
            if let dates = formatter as? DateFormatter {
                if dates.locale == nil || dates.locale == Locale.current || dates.locale == Locale.autoupdatingCurrent { dates.locale = context.locale }
                if dates.timeZone == nil || dates.timeZone == TimeZone.current { dates.timeZone = context.timeZone }
                if dates.calendar == nil || dates.calendar == Calendar.current { dates.calendar = context.calendar }
            } else if let numbers = formatter as? NumberFormatter {
                if numbers.locale == nil || numbers.locale == Locale.current || numbers.locale == Locale.autoupdatingCurrent { numbers.locale = context.locale }
            }
            return formatter.string(for: box.value.0) ?? ""
        }
    }

    /// A number with a printf specifier ("%lld", "%.1f", …) in the environment's locale, as
    /// SwiftUI formats interpolated numbers.
    static func deferred(specifying value: any CVarArg & Sendable, specifier: String, label: String) -> DeferredText {
        DeferredText(label: "\(label) \(specifier)") { context in
            String(format: specifier, locale: context.locale, arguments: [value])
        }
    }
}

/// An input and its format style, formatted when the environment is known. Format styles and
/// their inputs are values, read only.
struct FormattedValue<F: FormatStyle>: @unchecked Sendable where F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    func render(_ context: FormatContext) -> String {
        TextFormatting.adjusted(format, to: context).format(input)
    }
}

/// Holds a value the compiler cannot prove `Sendable` (format inputs, Foundation formatters):
/// it is only read, never mutated, after creation.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
