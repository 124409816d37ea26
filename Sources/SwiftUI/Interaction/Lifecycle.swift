/// Lifecycle and event modifiers, like SwiftUI's. A snapshot resolves the view once and never
/// runs events: appearance, tasks, changes and received values are accepted and their closures
/// are not called (a body that depends on them draws its initial state).
///
/// ```swift
/// Text(model.title)
///     .onAppear { model.load() }
///     .task { await model.refresh() }
///     .onChange(of: query) { oldValue, newValue in model.search(newValue) }
/// ```
extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// SwiftUI's older form: `action` gets the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// Runs `action` for each value `publisher` sends (none arrive in a snapshot).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }

    /// Makes the view refreshable by pulling down (accepted).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Runs `action` when the pointer enters or leaves (never, in a snapshot).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Runs `action` when the user submits a text field inside (never, in a snapshot).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Accepted: there is no keyboard or pointer in a snapshot.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Accepted: there is no hit testing in a snapshot (the view is drawn as usual).
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Accepted: the focus ring is not drawn in a snapshot.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Accepted: the pointer hover effect is not drawn in a snapshot.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Accepted: no haptics play in a snapshot.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }
}

/// Which text submissions `onSubmit` reacts to.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// A pointer hover effect.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// A haptic or sound a view would play (`sensoryFeedback`); nothing plays in a snapshot.
public struct SensoryFeedback: Equatable, Sendable {
    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible an impact feels.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}
