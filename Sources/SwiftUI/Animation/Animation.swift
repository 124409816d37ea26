/// How a change would animate, like SwiftUI's `Animation`: every curve, spring and modifier
/// SwiftUI offers, accepted so component code compiles. A snapshot is one frame, drawn in the
/// final state, so an animation never changes what is drawn; its `description` names it
/// (`easeInOut(duration: 0.3).delay(0.1)`) for equality and messages.
///
/// ```swift
/// .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isExpanded)
/// withAnimation(.easeInOut(duration: 0.2)) { isExpanded.toggle() }
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    // Where two spellings take only defaulted arguments (`.spring()`, `.interactiveSpring()`),
    // the older response/dampingFraction one is disfavoured so the call is not ambiguous.

    init(_ description: String) {
        self.description = description
    }

    private func with(_ suffix: String) -> Animation { Animation(description + "." + suffix) }

    public static let `default` = Animation("default")

    public static let linear = Animation("linear")
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }
    public static let easeIn = Animation("easeIn")
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
    public static let easeOut = Animation("easeOut")
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
    public static let easeInOut = Animation("easeInOut")
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(duration))") }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }

    public static let spring = Animation("spring")
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }
    public static let interactiveSpring = Animation("interactiveSpring")
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce), blendDuration: \(blendDuration))")
    }
    public static let interpolatingSpring = Animation("interpolatingSpring")
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))")
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce), initialVelocity: \(initialVelocity))")
    }
    public static let smooth = Animation("smooth")
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static let snappy = Animation("snappy")
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static let bouncy = Animation("bouncy")
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    public func delay(_ delay: TimeInterval) -> Animation { with("delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { with("speed(\(speed))") }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        with("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { with("repeatForever(autoreverses: \(autoreverses))") }
    public func logicallyComplete(after duration: TimeInterval) -> Animation { with("logicallyComplete(after: \(duration))") }
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` (the state change) at once: a snapshot shows the final state, so nothing is
/// animated.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` and then `completion` at once (nothing is animated in a snapshot).
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

extension View {
    /// Animates changes of `value` (accepted; a snapshot is one frame).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates every change (SwiftUI's deprecated form; accepted).
    public func animation(_ animation: Animation?) -> some View { self }
}
