import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's predefined styles. A snapshot is one
    /// frame: relative styles are computed against the environment's `snapshotDate`, never the
    /// clock.
    ///
    /// | style | example (en_US, UTC) |
    /// |---|---|
    /// | `.date` | January 1, 2025 |
    /// | `.time` | 9:41 AM |
    /// | `.relative` | 2 hours, 23 minutes |
    /// | `.offset` | +2 hours |
    /// | `.timer` | 2:32, 36:59:01 |
    ///
    /// Relative, offset and timer spans use weeks at most (Foundation on Linux has no calendar
    /// unit formatter for months and years): "1 year, 1 month" on iOS is "56 weeks, 4 days" here.
    public struct DateStyle: Sendable, Hashable {
        enum Kind: String, Sendable, Hashable { case date, time, relative, offset, timer }
        let kind: Kind

        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)

        /// The text for `date` in `context`.
        func format(_ date: Date, in context: FormatContext) -> String {
            switch kind {
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted).adjusted(to: context))
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).adjusted(to: context))
            case .relative:
                return DateStyle.span(abs(date.timeIntervalSince(context.now)), units: 2, in: context)
            case .offset:
                let interval = date.timeIntervalSince(context.now)
                return (interval < 0 ? "-" : "+") + DateStyle.span(abs(interval), units: 1, in: context)
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(context.now)).rounded(.down))
                let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
                return Duration.seconds(seconds).formatted(.time(pattern: pattern).locale(context.locale))
            }
        }

        /// "2 hours, 23 minutes": the largest `units` non-zero units, wide, in the locale.
        static func span(_ interval: TimeInterval, units: Int, in context: FormatContext) -> String {
            let seconds = Int(interval.rounded(.down))
            let style = Duration.UnitsFormatStyle(allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
                                                  maximumUnitCount: units, fractionalPart: .hide(rounded: .down))
            return Duration.seconds(seconds).formatted(style.locale(context.locale))
        }
    }
}
