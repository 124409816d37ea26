import Foundation

// What formatted text (`Text(date, style:)`, `Text(_:format:)`, interpolated numbers) reads
// from the environment: `locale`, `timeZone` and `calendar` (Environment/SystemEnvironmentValues:
// en_US, UTC, Gregorian, never the machine's) and a fixed "now", so a snapshot renders the same
// bytes everywhere.

struct SnapshotDateKey: EnvironmentKey { static let defaultValue = FormatContext.defaultNow }

extension EnvironmentValues {
    /// Pixelproof: the moment a snapshot is taken, the "now" of `Text(date, style: .relative)`,
    /// `.offset` and `.timer`. Fixed at 2025-01-01 09:41:00 UTC unless set, so relative dates
    /// never depend on the clock.
    ///
    /// ```swift
    /// Text(deadline, style: .relative).environment(\.snapshotDate, Date(timeIntervalSince1970: 1_700_000_000))
    /// ```
    public var snapshotDate: Date {
        get { self[SnapshotDateKey.self] }
        set { self[SnapshotDateKey.self] = newValue }
    }
}

/// The settings one formatted value is rendered with, read from the environment at layout time.
struct FormatContext: Sendable {
    /// 2025-01-01 09:41:00 UTC.
    static let defaultNow = Date(timeIntervalSince1970: 1_735_724_460)

    var locale: Locale
    var timeZone: TimeZone
    var calendar: Calendar
    var now: Date

    init(locale: Locale, timeZone: TimeZone, calendar: Calendar, now: Date) {
        self.locale = locale
        self.timeZone = timeZone
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.now = now
    }

    init(environment: EnvironmentValues) {
        self.init(locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar, now: environment.snapshotDate)
    }

    static let standard = FormatContext(locale: LocaleKey.defaultValue, timeZone: TimeZoneKey.defaultValue,
                                        calendar: CalendarKey.defaultValue, now: defaultNow)
}

/// A value that becomes text only at layout time, when the environment's locale, time zone,
/// calendar and "now" are known. `label` identifies it (equality, the dump).
struct DeferredText: Sendable, Equatable {
    let label: String
    let render: @Sendable (FormatContext) -> String

    static func == (lhs: DeferredText, rhs: DeferredText) -> Bool { lhs.label == rhs.label }
}
