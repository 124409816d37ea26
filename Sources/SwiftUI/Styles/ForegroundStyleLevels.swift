import Raster

// Setting the foreground's levels: `foregroundStyle(.secondary)` picks a level of the
// foreground in effect where it is applied; `foregroundStyle(_:_:)` and `(_:_:_:)` give the
// levels explicitly.

/// The styles `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` give the secondary and
/// tertiary levels.
struct HierarchicalStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

/// A level of the foreground in effect where `foregroundStyle(.secondary)` was applied.
struct LeveledForeground: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle?
    let level: Int

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        HierarchicalShapeStyle.paint(level: level, base: base, in: context)
    }
}

extension View {
    /// Views inside draw at `level` of the foreground in effect here (or of the label colour).
    public func foregroundStyle(_ level: HierarchicalShapeStyle) -> some View {
        modifier(EnvironmentReadingModifier { context in
            context.with { $0.foregroundStyle = AnyShapeStyle(LeveledForeground(base: context.environment.foregroundStyle, level: level.level)) }
        })
    }

    /// `primary` for the foreground and `secondary` for its `.secondary` level.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentReadingModifier { context in
            context.with {
                $0.foregroundStyle = AnyShapeStyle(primary)
                $0[HierarchicalStylesKey.self] = [AnyShapeStyle(secondary)]
            }
        })
    }

    /// Styles for the `.primary`, `.secondary` and `.tertiary` levels.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(EnvironmentReadingModifier { context in
            context.with {
                $0.foregroundStyle = AnyShapeStyle(primary)
                $0[HierarchicalStylesKey.self] = [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
            }
        })
    }
}

/// Resolves the content in an environment derived from the one in effect.
struct EnvironmentReadingModifier: PrimitiveModifier {
    let change: (ResolveContext) -> ResolveContext

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(change(context))
    }
}
