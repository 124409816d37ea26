import Raster

/// Shape styles that know how to resolve themselves to a paint in an environment (gradients,
/// materials, hierarchical and tint styles): `ResolveContext.paint` asks them.
protocol ResolvableShapeStyle: ShapeStyle {
    func resolvePaint(in context: ResolveContext) -> ResolvedPaint
}

extension ResolveContext {
    /// Gradient stops resolved to colours.
    func resolve(_ stops: [Gradient.Stop]) -> [ResolvedGradientStop] {
        stops.map { ResolvedGradientStop(color: resolve($0.color), location: Double($0.location)) }
    }
}
