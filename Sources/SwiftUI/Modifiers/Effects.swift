import BitmapText
import Raster
import Tokens

/// Drawing effects that leave layout alone: opacity, clipping, shadows, offsets, hiding,
/// compositing groups, and accessibility annotations for the text dump.
struct EffectModifier: PrimitiveModifier {
    /// What the effect does once resolved in the environment.
    struct Resolved {
        var effect: EffectNode.Effect?
        var offset = Point.zero
        var details: [LaidOutView.Detail] = []
    }

    let resolve: (ResolveContext) -> Resolved

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let resolved = resolve(context)
        return content(context).map { EffectNode(child: $0, resolved: resolved) }
    }
}

extension View {
    /// This view (and everything inside) drawn with its alpha multiplied by `opacity` (0…1); a
    /// number token read with `.token(…)` is recorded in `LayoutResult.tokensRead`.
    ///
    /// ```swift
    /// Text("Save").opacity(isEnabled ? 1 : .token(.opacityDisabled))
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier { _ in
            let value = opacity
            return .init(effect: .opacity(value), details: [.init("opacity", formatPoints(value))])
        })
    }

    /// This view drawn with the opacity a number token holds, e.g. `.opacity(.opacityPressed)`.
    public func opacity(_ token: NumberToken) -> some View {
        opacity(Double.token(token))
    }

    /// This view drawn only inside `shape` laid over its frame (the clip is always filled
    /// non-zero; `style`'s even-odd rule is accepted and not applied).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier { context in
            .init(effect: .clip(shape.outline(in: context)), details: [.init("clip", TypeName.of(S.self))])
        })
    }

    /// Clips this view to a rounded rectangle with circular corners of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// A drop shadow of this view's drawing: blurred by `radius`, moved by `x`, `y`.
    /// The blur is a Gaussian with σ = `radius` points (the Raster layer's frozen convention).
    /// The default colour is SwiftUI's documented `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier { context in
            let shadow = ResolvedShadow(color: context.resolve(color), radius: Double(radius), x: Double(x), y: Double(y))
            return .init(effect: .shadow(shadow), details: [.init("shadow", shadow.description)])
        })
    }

    /// A drop shadow from a shadow token.
    public func shadow(token path: String) -> some View {
        modifier(EffectModifier { context in
            context.session.recordToken(path)
            guard let value = context.environment.tokens.shadow(path, in: context.scheme) else {
                context.session.report(.missingToken(path: path, kind: "shadow", scheme: context.scheme))
                return .init(details: [.init("shadow", "{\(path)} missing")])
            }
            let shadow = ResolvedShadow(color: ResolvedColor(value.color, tokenPath: path), radius: value.radius, x: value.x, y: value.y)
            return .init(effect: .shadow(shadow), details: [.init("shadow", shadow.description)])
        })
    }

    /// This view drawn moved by `x`, `y` without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier { context in
            let dx = Double(x), dy = Double(y)
            return .init(offset: Point(x: dx, y: dy), details: [.init("offset", "(\(formatPoints(dx)), \(formatPoints(dy)))")])
        })
    }

    /// This view laid out but not drawn.
    public func hidden() -> some View {
        modifier(EffectModifier { _ in .init(effect: .hidden, details: [.init("hidden", "true")]) })
    }

    /// Draws this view into its own layer first, so opacity above applies to the whole.
    public func compositingGroup() -> some View {
        modifier(EffectModifier { _ in .init(effect: .compositingGroup) })
    }

    /// The identifier UI tests and the text dump find this view by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(EffectModifier { _ in .init(details: [.init("id", identifier)]) })
    }

    /// The label assistive technologies read for this view.
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(EffectModifier { _ in .init(details: [.init("label", label)]) })
    }
}
