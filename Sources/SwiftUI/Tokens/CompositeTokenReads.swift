import Raster
import Tokens

// Composite tokens SwiftUI draws with values of its own — borders, gradients, stroke styles,
// cubic Béziers, transitions — read like `CGFloat.token`: when the value is evaluated (in a
// `body`), from the tokens of the render being drawn, and recorded there. Generated code
// (`tokens gen`) reads them through these, falling back to its constants outside a render or
// when the render's tokens lack the token, so a changed composite token shows in a review
// without regenerating.
//
// ```swift
// let border = CompositeTokenRead.border("border.focus")   // nil outside a render
// LinearGradient(gradient: .token("gradient.brand", default: fallback), startPoint: .top, endPoint: .bottom)
// ```

/// A token source that can answer any token's resolved value, composites included.
public protocol CompositeTokenSource: Sendable {
    func tokenValue(_ path: String, in scheme: ColorScheme) -> TokenValue?
}

extension TokenSet: CompositeTokenSource {
    public func tokenValue(_ path: String, in scheme: ColorScheme) -> TokenValue? {
        tokens(for: scheme).token(path)?.value
    }
}

extension ResolvedTokens: CompositeTokenSource {
    public func tokenValue(_ path: String, in scheme: ColorScheme) -> TokenValue? {
        token(path)?.value
    }
}

/// Overrides replace colours, dimensions and numbers only; composites come from underneath.
extension TokenOverrides: CompositeTokenSource {
    public func tokenValue(_ path: String, in scheme: ColorScheme) -> TokenValue? {
        (base as? any CompositeTokenSource)?.tokenValue(path, in: scheme)
    }
}

/// Composite token reads in the current render; each is `nil` outside a render, when the
/// render's tokens cannot answer composites, or when they have no such token of that type.
public enum CompositeTokenRead {
    /// A border token: its colour, width in points and line pattern as a `StrokeStyle`.
    public static func border(_ path: String) -> (color: Color, width: CGFloat, style: StrokeStyle)? {
        guard case .border(let border)? = value(path) else { return nil }
        let width = CGFloat(border.width)
        return (Color(border.color), width, StrokeStyle(pattern: border.style, lineWidth: width))
    }

    /// A strokeStyle token as a `StrokeStyle` for `lineWidth`.
    public static func strokeStyle(_ path: String, lineWidth: CGFloat) -> StrokeStyle? {
        guard case .strokeStyle(let pattern)? = value(path) else { return nil }
        return StrokeStyle(pattern: pattern, lineWidth: lineWidth)
    }

    /// A gradient token's stops.
    public static func gradient(_ path: String) -> Gradient? {
        guard case .gradient(let stops)? = value(path) else { return nil }
        return Gradient(stops: stops.map { Gradient.Stop(color: Color($0.color), location: CGFloat($0.location)) })
    }

    /// A cubicBezier token's control points.
    public static func curve(_ path: String) -> (x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard case .cubicBezier(let curve)? = value(path) else { return nil }
        return (curve.x1, curve.y1, curve.x2, curve.y2)
    }

    /// A transition token: duration and delay in seconds, and its timing curve's control points.
    public static func transition(_ path: String) -> (duration: Double, delay: Double, x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard case .transition(let timing)? = value(path) else { return nil }
        let curve = timing.timingFunction
        return (timing.duration / 1000, timing.delay / 1000, curve.x1, curve.y1, curve.x2, curve.y2)
    }

    /// The token's value, its read recorded.
    private static func value(_ path: String) -> TokenValue? {
        guard let environment = EnvironmentScope.current else { return nil }
        EnvironmentScope.session?.recordToken(path)
        return (environment.tokens as? any CompositeTokenSource)?.tokenValue(path, in: environment.colorScheme)
    }
}

extension StrokeStyle {
    /// A strokeStyle token's pattern at `lineWidth`, by `StrokePattern.dashRule` (the rule
    /// `tokens gen` writes its constants with).
    init(pattern: StrokePattern, lineWidth: CGFloat) {
        let rule = pattern.dashRule
        guard let lengths = rule.lengths else {
            self.init(lineWidth: lineWidth)
            return
        }
        let lineCap: CGLineCap = switch rule.cap {
        case nil, .butt?: .butt
        case .round?: .round
        case .square?: .square
        }
        let unit = rule.inLineWidths ? lineWidth : 1
        self.init(lineWidth: lineWidth, lineCap: lineCap, dash: lengths.map { unit * CGFloat($0) })
    }
}
