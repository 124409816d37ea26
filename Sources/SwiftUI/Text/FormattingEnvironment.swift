import Foundation

// What formatted text (`Text(date, style:)`, `Text(_:format:)`, interpolated numbers) reads
// from the environment. The defaults never depend on the machine: the "en_US" locale, UTC,
// the Gregorian calendar and a fixed "now", so a snapshot renders the same bytes everywhere.

struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
struct SnapshotDateKey: EnvironmentKey { static let defaultValue = FormatContext.defaultNow }

extension EnvironmentValues {
    /// The locale text is formatted in. Pixelproof's default is "en_US", never the machine's.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in. Pixelproof's default is UTC, never the machine's.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in (Gregorian by default).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

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
