import Raster

/// The tint in effect as a style (`.tint`): the environment's `tint`, else the accent colour.
public struct TintShapeStyle: Sendable, Hashable, ShapeStyle, ResolvableShapeStyle {
    public init() {}

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        .solid(context.resolve(context.environment.tint ?? .accentColor))
    }
}

/// The foreground in effect as a style (`.foreground`).
public struct ForegroundStyle: Sendable, Hashable, ShapeStyle, ResolvableShapeStyle {
    public init() {}

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        HierarchicalShapeStyle.paint(level: 0, base: context.environment.foregroundStyle, in: context)
    }
}

/// The system background as a style (`.background`): iOS's `systemBackground`, white in light
/// mode and black in dark mode.
public struct BackgroundStyle: Sendable, Hashable, ShapeStyle, ResolvableShapeStyle {
    public init() {}

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        .solid(ResolvedColor(context.scheme == .dark ? .black : .white))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
