import BitmapText
import Foundation
import Raster

/// A view that displays an image, as SwiftUI's `Image`: a symbol (`Image(systemName:)`, drawn
/// from Pixelproof's own SF Symbols-named drawings, sized by the font in effect and painted in
/// the foreground style), or a PNG from a bundle (`Image("name", bundle: .module)`, from an asset
/// catalog's image set or plain `name.png`/`@2x`/`@3x` files, the variant for the render's display
/// scale picked as iOS does, sized pixels ÷ scale). An unknown name or an unreadable PNG is a
/// layout problem naming what was searched; it never crashes.
///
/// ```swift
/// Image(systemName: "chevron.right").foregroundStyle(.tertiary)
/// Image("avatar", bundle: .module).resizable().frame(width: 48, height: 48)
/// Image("pixel-art", bundle: .module).resizable().interpolation(.none)
/// ```
public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable {
        case system(String)
        case named(String, bundlePath: String)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image draws its own colours or only its shape in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The resampling quality of a scaled image (see `ImageInterpolation` for the exact filters:
    /// none = nearest neighbour, low = bilinear, medium = area-averaging triangle, high = Catmull-Rom).
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high

        var raster: ImageInterpolation {
            switch self {
            case .none: .none
            case .low: .low
            case .medium: .medium
            case .high: .high
            }
        }
    }

    struct Resizing: Equatable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    let source: Source
    /// The accessibility label (accepted; snapshots do not show it).
    let label: String?
    var resizing: Resizing?
    var renderingMode: TemplateRenderingMode?
    /// Unset: Core Animation's default linear filter (bilinear, `.low`).
    var interpolation: Interpolation?
    var isAntialiased = true

    public init(systemName: String) {
        source = .system(systemName)
        label = systemName
    }

    /// A symbol with a variable value (0…1). Accepted: the bundled drawings have no variable
    /// layers, so the symbol draws whole whatever the value.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// A named image with a variable value (accepted, as for symbols).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image `name` from `bundle`'s asset catalogs or PNG files (the main bundle when nil).
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: (bundle ?? .main).bundlePath)
        label = name
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name, bundlePath: (bundle ?? .main).bundlePath)
        self.label = label.plainContent
    }

    /// An image that accessibility ignores; drawn like `init(_:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: (bundle ?? .main).bundlePath)
        label = nil
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.resizing == rhs.resizing && lhs.renderingMode == rhs.renderingMode
            && lhs.interpolation == rhs.interpolation && lhs.isAntialiased == rhs.isAntialiased
    }

    private func with(_ change: (inout Image) -> Void) -> Image {
        var copy = self
        change(&copy)
        return copy
    }

    /// The image fills whatever frame it gets: stretched, or tiled at its own size; `capInsets`
    /// (points) keep the corners and edges at their size (nine-slice) while the middle resizes.
    /// Symbols keep their aspect ratio inside the frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        with { $0.resizing = Resizing(capInsets: capInsets, mode: resizingMode) }
    }

    /// `.template` paints the image's alpha in the foreground style; `.original` its own
    /// colours. Symbols are templates whatever is set (they have one colour layer here).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        with { $0.renderingMode = renderingMode }
    }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        with { $0.interpolation = interpolation }
    }

    /// Accepted; edges are always anti-aliased by coverage, and `false` only matters to
    /// interpolation-free pixel art, which `.interpolation(.none)` already draws crisp.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        with { $0.isAntialiased = isAntialiased }
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let nodes: [LayoutNode]
        switch source {
        case .system(let name):
            nodes = symbolNodes(name, in: context)
        case .named(let name, let bundlePath):
            nodes = bitmapNodes(name, bundlePath: bundlePath, in: context)
        }
        // What VoiceOver reads for the image: its label, or its name read with the dots as spaces
        // ("star.fill" is read "star fill"), or nothing when decorative. A bundle image read by its
        // file name says so (the audit's file-name-label rule).
        let readsName: Bool
        switch source {
        case .system(let name), .named(let name, _): readsName = label == name
        }
        let spoken = readsName ? label.map(Image.spokenName) : label
        var semantics = [spoken.map { LaidOutView.Detail("imageLabel", $0) } ?? LaidOutView.Detail("decorative", "true")]
        if case .named(let name, _) = source, label == name { semantics.append(LaidOutView.Detail("imageFile", name)) }
        return nodes.withSemantics(semantics)
    }

    /// How VoiceOver reads an image by its name: the dots of a symbol or asset name as spaces.
    static func spokenName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: true).joined(separator: " ")
    }

    // MARK: Symbols

    /// The cap height symbols are centred on, in ems.
    static let capHeight = 0.7

    /// The symbol's size in points for the font in effect: 20 design units are the font's point
    /// size (a `.body` symbol is 17 pt tall), times the image scale.
    private func symbolNodes(_ name: String, in context: ResolveContext, custom: Icon? = nil) -> [LayoutNode] {
        let candidates = context.environment.symbolVariants.candidates(for: name)
        guard let (resolvedName, found) = custom.map({ (name, $0) })
            ?? candidates.lazy.compactMap({ candidate in SymbolRegistry.symbol(named: candidate).map { (candidate, $0) } }).first
        else {
            context.session.report(.unknownSymbol(name: name))
            return []
        }
        let style = context.resolvedTextStyle.style
        let height = style.pointSize(at: context.environment.dynamicTypeSize) * context.environment.imageScale.factor
        let boldWidth = style.weight.usesBoldFace ? 1.2 : 1.0
        let hierarchical = context.environment.symbolRenderingMode == .hierarchical
        let enclosed = resolvedName.hasSuffix(".circle.fill") || resolvedName.hasSuffix(".square.fill")
        let parts = found.parts.enumerated().map { index, part in
            var part = part
            part.lineWidth = part.lineWidth.map { $0 * boldWidth }
            if hierarchical && enclosed {
                // iOS: the disc at a lower opacity, the glyph in full colour over it.
                if index == 0 { part.opacity *= 0.25 }
                part.erases = false
            }
            return part
        }
        let sized = Icon(name: found.name, width: found.width, height: found.height, parts: parts)
        let ideal = Size(width: height * found.width / Icon.unitsPerEm, height: height * found.height / Icon.unitsPerEm)
        // Centred on the cap height (0.7 em; the bundled Inter's is 0.727): the baseline lies
        // half the cap height below the symbol's middle.
        let pointSize = style.pointSize(at: context.environment.dynamicTypeSize)
        return [VectorNode(kind: "Image", icon: sized, paint: context.foregroundPaint, idealSize: resizing != nil ? nil : ideal,
                           details: [LaidOutView.Detail("symbol", resolvedName)],
                           baseline: resizing != nil ? nil : ideal.height / 2 + Self.capHeight * pointSize / 2)]
    }

    // MARK: Bitmaps

    private func bitmapNodes(_ name: String, bundlePath: String, in context: ResolveContext) -> [LayoutNode] {
        let listing = ImageAssetCatalog.listing(inBundleAt: bundlePath)
        switch listing.assets[name] {
        case .symbol(let svgPath)?:
            return customSymbolNodes(name, svgPath: svgPath, in: context)
        case .bitmap(let variants)?:
            let displayScale = Int(context.environment.displayScale.rounded())
            guard let variant = ImageAssetCatalog.pick(variants, for: displayScale) else {
                context.session.report(.missingImage(name: name, searched: listing.searched))
                return []
            }
            switch ImageAssetCatalog.pixels(at: variant.path) {
            case .failure(let error):
                context.session.report(.unreadableImage(name: name, path: variant.path, reason: error.description))
                return []
            case .success(let pixels):
                let tint = renderingMode == .template ? context.foregroundPaint : nil
                let scale = variant.scale ?? 1
                return [ImageNode(source: variant.path, pixels: pixels, imageScale: Double(scale), resizing: resizing,
                                  interpolation: (interpolation ?? .low).raster, tint: tint,
                                  details: [LaidOutView.Detail("image", name), LaidOutView.Detail("file", "\((variant.path as NSString).lastPathComponent) @\(scale)x")])]
            }
        case nil:
            context.session.report(.missingImage(name: name, searched: listing.searched))
            return []
        }
    }

    /// A `.symbolset` SVG: its paths filled, fitted to the font's symbol size like a system symbol.
    private func customSymbolNodes(_ name: String, svgPath: String, in context: ResolveContext) -> [LayoutNode] {
        switch SymbolSVG.icon(named: name, at: svgPath) {
        case .failure(let failure):
            context.session.report(.unreadableImage(name: name, path: svgPath, reason: failure.reason))
            return []
        case .success(let icon):
            return symbolNodes(name, in: context, custom: icon)
        }
    }
}

extension Image {
    /// The symbol name of an `Image(systemName:)` (text draws it inline), or nil for a
    /// bundle image, which text cannot show.
    var systemName: String? {
        if case .system(let name) = source { return name }
        return nil
    }
}
