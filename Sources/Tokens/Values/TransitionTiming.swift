/// A `transition` token (Format 2025.10 § "Transition"): how long an animation runs, how long it waits,
/// and its timing curve. Times in milliseconds.
///
/// ```swift
/// TransitionTiming(duration: 200, delay: 0, timingFunction: CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 1))
/// ```
public struct TransitionTiming: Hashable, Sendable {
    public var duration: Double
    public var delay: Double
    public var timingFunction: CubicBezier

    public init(duration: Double, delay: Double, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}
