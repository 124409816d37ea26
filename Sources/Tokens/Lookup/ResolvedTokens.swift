import Raster

/// Every token of one mode, resolved once; lookups are dictionary reads.
///
/// Typed lookups never throw, so view code stays free of `try`: a path that is missing or has
/// another type returns a loud fallback (magenta, 0, `Typography.fallback`, `Shadow.none`, no
/// stops, no time) and is
/// reported to the recorder's `missingPaths`. The generated constants are checked against the
/// shipped set by a test, so for them the fallback never happens.
///
/// ```swift
/// let tokens = try TokenSet.shipped.resolved(mode: "light")
/// tokens.color(.textPrimary)        // #0B0B0F
/// tokens.dimension(.spaceLg)        // 16
/// tokens.typography(.headline).weight   // 600
/// ```
public struct ResolvedTokens: Sendable {
    /// The mode these values belong to (`light`, `dark`, …).
    public let mode: String
    private let tokens: [String: ResolvedToken]
    /// Where lookups report the paths they read; `nil` records nothing.
    public let recorder: TokenUsageRecorder?

    init(mode: String, tokens: [String: ResolvedToken], recorder: TokenUsageRecorder? = nil) {
        self.mode = mode
        self.tokens = tokens
        self.recorder = recorder
    }

    /// The same tokens, reporting every lookup to `recorder`.
    public func recording(into recorder: TokenUsageRecorder?) -> ResolvedTokens {
        ResolvedTokens(mode: mode, tokens: tokens, recorder: recorder)
    }

    /// Every token path in this mode, sorted.
    public var paths: [String] { tokens.keys.sorted() }

    public var count: Int { tokens.count }

    /// The resolved token at `path`, or `nil`; recorded like the typed lookups.
    public func token(_ path: String) -> ResolvedToken? {
        guard let token = tokens[path] else {
            recorder?.recordMissing(path)
            return nil
        }
        recorder?.record(path)
        return token
    }

    /// A colour, straight sRGB. Magenta (#FF00FF) when missing.
    public func color(_ reference: ColorToken) -> RGBA8 {
        if case .color(let color)? = lookup(reference) { return color }
        return RGBA8(r: 255, g: 0, b: 255)
    }

    /// A length in points. 0 when missing.
    public func dimension(_ reference: DimensionToken) -> Double {
        if case .dimension(let dimension)? = lookup(reference) { return dimension.points }
        return 0
    }

    /// A plain number (an opacity, a ratio). 0 when missing.
    public func number(_ reference: NumberToken) -> Double {
        if case .number(let number)? = lookup(reference) { return number }
        return 0
    }

    /// A text style. `Typography.fallback` when missing.
    public func typography(_ reference: TypographyToken) -> Typography {
        if case .typography(let typography)? = lookup(reference) { return typography }
        return .fallback
    }

    /// The first (usually only) layer of a shadow. `Shadow.none` when missing.
    public func shadow(_ reference: ShadowToken) -> Shadow {
        shadowLayers(reference).first ?? .none
    }

    /// Every layer of a shadow, painted first to last. Empty when missing.
    public func shadowLayers(_ reference: ShadowToken) -> [Shadow] {
        if case .shadow(let layers)? = lookup(reference) { return layers }
        return []
    }

    /// A border. A hairline of magenta when missing, so the gap shows.
    public func border(_ reference: BorderToken) -> Border {
        if case .border(let border)? = lookup(reference) { return border }
        return Border(color: RGBA8(r: 255, g: 0, b: 255), width: 1, style: .named(.solid))
    }

    /// A gradient's stops, in order. Empty when missing.
    public func gradient(_ reference: GradientToken) -> [GradientStop] {
        if case .gradient(let stops)? = lookup(reference) { return stops }
        return []
    }

    /// A transition. No time and a linear curve when missing.
    public func transition(_ reference: TransitionToken) -> TransitionTiming {
        if case .transition(let timing)? = lookup(reference) { return timing }
        return TransitionTiming(duration: 0, delay: 0, timingFunction: CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    }

    private func lookup<Reference: TokenReference>(_ reference: Reference) -> TokenValue? {
        guard let token = tokens[reference.path], token.type == Reference.tokenType else {
            recorder?.recordMissing(reference.path)
            return nil
        }
        recorder?.record(reference.path)
        return token.value
    }
}
