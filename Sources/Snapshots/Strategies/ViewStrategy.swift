import BitmapText
import Foundation
import Raster
import SwiftUI
import Tokens

/// Views of the Layout DSL: rendered to an image, or printed as the layout's text dump (frames,
/// texts, resolved colours and the token paths the layout read). Both take the same
/// configuration as `render`; what an assertion leaves unset comes from the configuration's
/// `ViewSnapshotDefaults` (see `withSnapshotTesting`), then the built-in defaults.
///
/// swift-snapshot-testing's spellings work as they are: `.image`, `.image(precision:
/// perceptualPrecision:layout:traits:)` with `layout: .fixed(width:height:)`, `.sizeThatFits` or
/// `.device(config:)`.
///
/// ```swift
/// assertSnapshot(of: WeeklyReportCard(), as: .image)
/// assertSnapshot(of: WeeklyReportCard(), as: .image(layout: .device(config: .iPhone13)))
/// assertSnapshot(of: WeeklyReportCard(), as: .image(size: .width(390), scale: .x2, colorScheme: .dark, tokens: tokens))
/// assertSnapshot(of: WeeklyReportCard(), as: .dump(size: .width(390), tokens: tokens))
/// ```
///
/// The strategies ask nothing of `Value` beyond `View`: the conformance is used once, outside the
/// `@Sendable` snapshot closure (which only sees an `AnyView`-making function), so opaque
/// `some View` values such as `Row().disabled(true)` need not be `SendableMetatype`.
extension Snapshotting where Value: View, Format == Bitmap {
    /// The view at its ideal size (or the configured defaults), compared exactly (or with the
    /// configured comparator).
    public static var image: Snapshotting<Value, Bitmap> { image() }

    /// The view rendered with `render(_:size:scale:colorScheme:dynamicTypeSize:tokens:background:)`;
    /// missing tokens and unknown symbols fail the assertion with the full list.
    ///
    /// - `precision`, `perceptualPrecision`: swift-snapshot-testing's meaning (see
    ///   `ImageComparator.perceptual`); below 1 they choose that comparator unless `comparator` is given.
    /// - `layout`: swift-snapshot-testing's sizing; `size` (Pixelproof's) wins when both are given.
    /// - `traits`: interface style, display scale and content size category; explicit `scale`,
    ///   `colorScheme` and `dynamicTypeSize` win over them.
    /// - `drawHierarchyInKeyWindow`: accepted and ignored (there is no window on Linux).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout? = nil, traits: UITraitCollection = UITraitCollection(),
        size: RenderSize? = nil, scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil, tokens: (any DesignTokenSource)? = nil,
        background: RGBA8? = nil, comparator: ImageComparator? = nil
    ) -> Snapshotting<Value, Bitmap> {
        let comparator = comparator ?? (precision < 1 || perceptualPrecision < 1
            ? .perceptual(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision)) : nil)
        let request = ViewRenderRequest(layout: layout, traits: traits, size: size, scale: scale, colorScheme: colorScheme,
                                        dynamicTypeSize: dynamicTypeSize, tokens: tokens, background: background)
        return Snapshotting<Bitmap, Bitmap>.image(comparator: comparator).pullback(erasing: { AnyView($0) }) { view in
            let settings = request.resolved(SnapshotConfiguration.current.view)
            return try render(settings.wrap(view), size: settings.size, scale: settings.scale,
                              colorScheme: settings.colorScheme, dynamicTypeSize: settings.dynamicTypeSize,
                              tokens: settings.tokens, background: settings.background)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The layout's text dump, compared line by line (`.txt`). (`.dump` without parentheses is
    /// swift-snapshot-testing's Mirror dump of the view value, not its layout.)
    public static func dump(
        size: RenderSize? = nil, scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil, tokens: (any DesignTokenSource)? = nil
    ) -> Snapshotting<Value, String> {
        let request = ViewRenderRequest(layout: nil, traits: UITraitCollection(), size: size, scale: scale, colorScheme: colorScheme,
                                        dynamicTypeSize: dynamicTypeSize, tokens: tokens, background: nil)
        return Snapshotting<LayoutResult, String>.dump.pullback(erasing: { AnyView($0) }) { view in
            let settings = request.resolved(SnapshotConfiguration.current.view)
            return SwiftUI.layout(view, size: settings.size, scale: settings.scale, colorScheme: settings.colorScheme,
                                  dynamicTypeSize: settings.dynamicTypeSize, tokens: settings.tokens)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's accessibility tree (`AccessibilityTree.text`): one element per line in
    /// VoiceOver's reading order with its traits, label, value, hint and frame (`.txt`).
    public static func accessibilityTree(
        size: RenderSize? = nil, scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil, tokens: (any DesignTokenSource)? = nil
    ) -> Snapshotting<Value, String> {
        let request = ViewRenderRequest(layout: nil, traits: UITraitCollection(), size: size, scale: scale, colorScheme: colorScheme,
                                        dynamicTypeSize: dynamicTypeSize, tokens: tokens, background: nil)
        return Snapshotting<LayoutResult, String>.accessibilityTree.pullback(erasing: { AnyView($0) }) { view in
            let settings = request.resolved(SnapshotConfiguration.current.view)
            return SwiftUI.layout(view, size: settings.size, scale: settings.scale, colorScheme: settings.colorScheme,
                                  dynamicTypeSize: settings.dynamicTypeSize, tokens: settings.tokens)
        }
    }

    /// `accessibilityTree()` with the configured defaults.
    public static var accessibilityTree: Snapshotting<Value, String> { accessibilityTree() }
}

extension Snapshotting where Value == LayoutResult, Format == String {
    /// A layout already made, as its accessibility tree.
    public static var accessibilityTree: Snapshotting<LayoutResult, String> {
        Snapshotting<String, String>.lines.pullback { AccessibilityTree($0).text }
    }

    /// A layout already made, as its text dump.
    public static var dump: Snapshotting<LayoutResult, String> {
        Snapshotting<String, String>.lines.pullback { $0.textDump }
    }
}

extension Snapshotting {
    /// A strategy for `NewValue` that erases it to an `AnyView` first. `erase` (which uses
    /// `NewValue: View`) is made by the caller; this function knows nothing of `NewValue`, so the
    /// `@Sendable` snapshot closure carries no conformance and `NewValue` need not be
    /// `SendableMetatype`. `erase` only wraps the value and touches no shared state.
    func pullback<NewValue>(erasing erase: @escaping (NewValue) -> AnyView,
                                        _ transform: @escaping @Sendable (AnyView) throws -> Value) -> Snapshotting<NewValue, Format> {
        nonisolated(unsafe) let erase = erase
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(diffing: diffing) { try snapshot(transform(erase($0))) }
    }
}

/// What one view strategy asked for, resolved against the configured defaults when it renders
/// (so a strategy made outside `withSnapshotTesting` still sees the defaults in force at the
/// assertion). Precedence: the strategy's own arguments, its traits, the configuration, the
/// device's traits, the built-in defaults.
struct ViewRenderRequest: Sendable {
    var layout: SwiftUISnapshotLayout?
    var traits: UITraitCollection
    var size: RenderSize?
    var scale: DisplayScale?
    var colorScheme: ColorScheme?
    var dynamicTypeSize: DynamicTypeSize?
    var tokens: (any DesignTokenSource)?
    var background: RGBA8?

    struct Settings {
        var size: RenderSize
        var safeArea: SwiftUI.EdgeInsets?
        var scale: DisplayScale
        var colorScheme: ColorScheme
        var dynamicTypeSize: DynamicTypeSize
        var tokens: any DesignTokenSource
        var background: RGBA8

        /// The view inside the device's safe area, when rendering as a device.
        func wrap(_ view: AnyView) -> AnyView {
            guard let safeArea else { return view }
            return AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity).padding(safeArea))
        }
    }

    func resolved(_ defaults: ViewSnapshotDefaults) -> Settings {
        var device: ViewImageConfig?
        var layoutSize: RenderSize?
        switch layout {
        case .device(let config)?:
            device = config
            if let size = config.size { layoutSize = .fixed(Size(width: Double(size.width), height: Double(size.height))) }
        case .fixed(let width, let height)?:
            layoutSize = .fixed(Size(width: Double(width), height: Double(height)))
        case .sizeThatFits?:
            layoutSize = .ideal
        case nil:
            break
        }
        let deviceTraits = device?.traits ?? UITraitCollection()
        let scheme = colorScheme ?? traits.colorScheme ?? defaults.colorScheme ?? deviceTraits.colorScheme ?? .light
        // A device's screen is opaque: the window's system background, white or black.
        let screen: RGBA8 = device == nil ? .clear : (scheme == .dark ? .black : .white)
        return Settings(
            size: size ?? layoutSize ?? defaults.size ?? .ideal,
            safeArea: size == nil ? device?.safeArea : nil,
            scale: scale ?? traits.scale ?? defaults.scale ?? deviceTraits.scale ?? .x1,
            colorScheme: scheme,
            dynamicTypeSize: dynamicTypeSize ?? traits.dynamicTypeSize ?? defaults.dynamicTypeSize
                ?? deviceTraits.dynamicTypeSize ?? .large,
            tokens: tokens ?? defaults.tokens ?? NoTokens(),
            background: background ?? defaults.background ?? screen)
    }
}
