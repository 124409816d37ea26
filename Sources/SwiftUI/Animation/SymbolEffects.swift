// SF Symbols' effects (iOS 17): `.symbolEffect(.bounce, value: count)` animates a symbol when a
// value changes; `.symbolEffect(.pulse)` animates it while active. A snapshot is one frame at
// rest, where a discrete effect (bounce) draws the symbol unchanged, so every effect is
// accepted and the symbol is drawn as without it (an indefinite effect's mid-animation look —
// a pulse's dimming — is not drawn).

/// An animation effect for SF Symbols.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect played once when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// Options for a symbol effect: how often it repeats and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speedFactor: Double

    public static let `default` = SymbolEffectOptions(repeatCount: nil, speedFactor: 1)
    public static let repeating = SymbolEffectOptions(repeatCount: nil, speedFactor: 1)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, speedFactor: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default.repeat(count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .default.speed(speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = count
        return options
    }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed
        return options
    }
}

/// The symbol bounces (up by default).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var direction = "up", scope = "wholeSymbol"
    public var up: BounceSymbolEffect { with(direction: "up") }
    public var down: BounceSymbolEffect { with(direction: "down") }
    public var byLayer: BounceSymbolEffect { with(scope: "byLayer") }
    public var wholeSymbol: BounceSymbolEffect { with(scope: "wholeSymbol") }
    private func with(direction: String? = nil, scope: String? = nil) -> BounceSymbolEffect {
        BounceSymbolEffect(direction: direction ?? self.direction, scope: scope ?? self.scope)
    }
}

/// The symbol's opacity pulses.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var scope = "wholeSymbol"
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(scope: "byLayer") }
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(scope: "wholeSymbol") }
}

/// The symbol's layers light up in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var mode = "cumulative"
    public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(mode: "iterative") }
    public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(mode: "cumulative") }
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(mode: mode + ",reversing") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension View {
    /// Plays `effect` on the symbols inside when `value` changes (accepted; one frame at rest).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }

    /// Runs `effect` on the symbols inside while `isActive` (accepted; drawn at rest).
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }

    /// Removes every symbol effect from the views inside.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
