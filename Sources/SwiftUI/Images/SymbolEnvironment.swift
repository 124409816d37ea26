import Raster

/// The variant of a symbol views below prefer (SwiftUI's `SymbolVariants`): `Image(systemName:
/// "heart")` under `.symbolVariant(.fill)` draws `heart.fill` when that symbol exists, else
/// `heart`. Shapes (`.circle`, `.square`, `.rectangle`) and `.slash` chain with `.fill`.
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    public var square: SymbolVariants { with { $0.shape = "square" } }
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The names to try for `base`, most specific first (`bell.slash.circle.fill` … `bell`).
    func candidates(for base: String) -> [String] {
        var names: [String] = []
        let shapes: [String?] = shape.map({ [$0, nil] }) ?? [nil]
        for slash in isSlashed ? [true, false] : [false] {
            for shape in shapes {
                for fill in isFilled ? [true, false] : [false] {
                    names.append([base, slash ? "slash" : nil, shape, fill ? "fill" : nil].compactMap { $0 }.joined(separator: "."))
                }
            }
        }
        return names
    }
}

/// How symbols use colour (SwiftUI's `SymbolRenderingMode`). Pixelproof's symbols are one
/// layer: every mode draws them in the foreground style, except that `.hierarchical` draws the
/// disc of `.circle.fill`/`.square.fill` symbols at 25 % behind the glyph, as iOS does.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image {
    /// The relative size of symbols (SwiftUI's `Image.Scale`): small 0.8×, medium 1×, large
    /// 1.3× the font's symbol size (SF Symbols' small/large scales are about 0.78× and 1.29×).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Symbols below draw this variant where it exists.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            current = SymbolVariants(shape: variant.shape ?? current.shape, isFilled: variant.isFilled || current.isFilled,
                                     isSlashed: variant.isSlashed || current.isSlashed)
        }
    }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Scales symbols below relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
