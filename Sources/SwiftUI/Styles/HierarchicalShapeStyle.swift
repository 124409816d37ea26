import Raster

/// A level of the foreground style, SwiftUI's `HierarchicalShapeStyle`: `.primary` is the
/// foreground itself, `.secondary` … `.quinary` fainter versions of it.
///
/// With no foreground set they are iOS's label colours (UIKit's `label`, `secondaryLabel`,
/// `tertiaryLabel`, `quaternaryLabel`: light #000000, #3C3C43 at 60 %, 30 %, 18 %; dark
/// #FFFFFF, #EBEBF5 at 60 %, 30 %, 16 %; quinary at 10 % / 8 %). Explicit levels come from
/// `foregroundStyle(_:_:)`; otherwise a custom foreground is faded to the same opacities as the
/// light-mode label colours (60 %, 30 %, 18 %, 10 %).
///
/// ```swift
/// VStack { Text("Title"); Text("Subtitle").foregroundStyle(.secondary) }.foregroundStyle(.blue)
/// ```
public struct HierarchicalShapeStyle: Sendable, Hashable, ShapeStyle, ResolvableShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity a custom foreground is faded to at each level.
    static let opacities = [1, 0.6, 0.3, 0.18, 0.1]

    /// iOS's label colour at `level`.
    static func labelColor(_ level: Int) -> Color {
        switch level {
        case 0: .primary
        case 1: .secondary
        case 2: .tertiary
        case 3: Color(light: RGBA8(r: 60, g: 60, b: 67, a: 46), dark: RGBA8(r: 235, g: 235, b: 245, a: 41))
        default: Color(light: RGBA8(r: 60, g: 60, b: 67, a: 26), dark: RGBA8(r: 235, g: 235, b: 245, a: 20))
        }
    }

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        HierarchicalShapeStyle.paint(level: level, base: context.environment.foregroundStyle, in: context)
    }

    /// The paint at `level` of `base` (the foreground in effect, nil for the default).
    static func paint(level: Int, base: AnyShapeStyle?, in context: ResolveContext) -> ResolvedPaint {
        // Resolve what the level builds on without the foreground, so a foreground that is
        // itself hierarchical cannot refer to itself.
        let plain = context.with { $0.foregroundStyle = nil }
        let explicit = context.environment[HierarchicalStylesKey.self]
        if level > 0, level - 1 < explicit.count { return plain.paint(explicit[level - 1]) }
        guard let base else { return plain.paint(labelColor(level)) }
        let paint = plain.paint(base)
        let opacity = opacities[min(level, opacities.count - 1)]
        return opacity == 1 ? paint : paint.withOpacity(opacity)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
