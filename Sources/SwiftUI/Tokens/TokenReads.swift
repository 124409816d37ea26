import Tokens

// Token values read as plain numbers, where SwiftUI's signatures take `CGFloat` and `Double`.
// The read happens when the value is evaluated — inside a `body`, or in the view
// expression handed to `layout`/`render` — and looks the token up in the tokens of the render
// being drawn (`EnvironmentValues.tokens`, in the colour scheme's mode) and records it in that
// render's `tokensRead`, so a token change reaches every view that read it and review knows
// which snapshots a change touches.
//
// ```swift
// enum Spacing { static var md: CGFloat { .token("space.md") } }
// Text("Hi").padding(Spacing.md)                 // 16 under the shipped tokens, traced
// Text("Hi").opacity(isEnabled ? 1 : .token(.opacityDisabled))
// ```
//
// Outside a render (no tokens in scope) a read finds nothing and records nothing: it answers
// the fallback given, else 0 for a dimension and 1 for a number.

extension CGFloat {
    /// The value in points of the dimension token at `path` (e.g. `space.md`) in the render
    /// being drawn; a missing token is reported as a layout problem.
    public static func token(_ path: String) -> CGFloat {
        CGFloat(TokenRead.value(path, kind: "dimension") { $0.dimension(path, in: $1) } ?? 0)
    }

    /// The value in points of the dimension token at `path` in the render being drawn, or
    /// `fallback` when that render's tokens have none (what generated accessors use). Recorded
    /// either way, so a review knows the view read it.
    public static func token(_ path: String, default fallback: CGFloat) -> CGFloat {
        TokenRead.valueIfPresent(path) { $0.dimension(path, in: $1) }.map { CGFloat($0) } ?? fallback
    }

    /// The value in points of a dimension token, e.g. `.padding(.token(.spaceLg))`.
    public static func token(_ reference: DimensionToken) -> CGFloat {
        token(reference.path)
    }
}

extension Double {
    /// The value of the number token at `path` (e.g. `opacity.disabled`) in the render being
    /// drawn; a missing token is reported as a layout problem and reads as 1.
    public static func token(_ path: String) -> Double {
        TokenRead.value(path, kind: "number") { $0.number(path, in: $1) } ?? 1
    }

    /// The value of the number token at `path` in the render being drawn, or `fallback` when that
    /// render's tokens have none (what generated accessors use).
    public static func token(_ path: String, default fallback: Double) -> Double {
        TokenRead.valueIfPresent(path) { $0.number(path, in: $1) } ?? fallback
    }

    /// The value of a number token, e.g. `.opacity(.token(.opacityDisabled))`.
    public static func token(_ reference: NumberToken) -> Double {
        token(reference.path)
    }
}

/// One token read in the current render's scope (see `EnvironmentScope`).
enum TokenRead {
    /// The token's value, recorded; `nil` outside a render or when the render's tokens lack it
    /// (then the caller's fallback stands and no problem is reported).
    static func valueIfPresent(_ path: String, lookup: (any DesignTokenSource, ColorScheme) -> Double?) -> Double? {
        guard let environment = EnvironmentScope.current else { return nil }
        EnvironmentScope.session?.recordToken(path)
        return lookup(environment.tokens, environment.colorScheme)
    }

    static func value(_ path: String, kind: String,
                      lookup: (any DesignTokenSource, ColorScheme) -> Double?) -> Double? {
        guard let environment = EnvironmentScope.current else { return nil }
        let session = EnvironmentScope.session
        session?.recordToken(path)
        guard let value = lookup(environment.tokens, environment.colorScheme) else {
            session?.report(.missingToken(path: path, kind: kind, scheme: environment.colorScheme))
            return nil
        }
        return value
    }
}
