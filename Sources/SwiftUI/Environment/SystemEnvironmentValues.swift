import BitmapText

// The environment values of Apple's SwiftUI that component code reads, each behind its own
// key. Defaults are those of an iPhone in portrait with the system settings untouched, and
// never the machine's: locale en_US, time zone UTC, the Gregorian calendar.

struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }
struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct BoldTextKey: EnvironmentKey { static let defaultValue = false }
struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// SwiftUI's older name for the Dynamic Type size; reads and writes `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize)! }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The locale views format for: en_US unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone views show dates in: UTC unless set (Foundation names it "GMT").
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar views compute dates with: Gregorian, en_US, UTC unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// `.compact`, as an iPhone in portrait, unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// `.regular`, as an iPhone in portrait, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Dismisses the current presentation (does nothing in a snapshot).
    public var dismiss: DismissAction { DismissAction() }

    /// Opens a URL (discards it unless a handler was set).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// SwiftUI's older presentation state: never presented.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    /// Whether the view is presented (never, in a snapshot).
    public var isPresented: Bool { false }

    /// The edit mode of a list, `nil` outside one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Always `.active` in a snapshot.
    public var scenePhase: ScenePhase { .active }

    /// Whether a search field is active (never, in a snapshot).
    public var isSearching: Bool { false }

    /// `.standard` unless set.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// `.regular` unless set.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The Reduce Motion setting: off unless set.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The Reduce Transparency setting: off unless set.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// The Differentiate Without Color setting: off unless set.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// The Invert Colors setting: off unless set.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// The Bold Text setting: off unless set.
    public var accessibilityBoldText: Bool {
        get { self[BoldTextKey.self] }
        set { self[BoldTextKey.self] = newValue }
    }

    /// Whether VoiceOver runs: off unless set.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
}

extension View {
    /// The colour scheme of the presentation this view is in (sets `\.colorScheme` here).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentModifier { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        })
    }
}
