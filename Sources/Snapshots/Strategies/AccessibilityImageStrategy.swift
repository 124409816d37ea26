import BitmapText
import Foundation
import Raster
import SwiftUI
import Tokens

extension Snapshotting where Value: View, Format == Bitmap {
    /// The view's accessibility snapshot as a PNG (`AccessibilityImage`): the render with each
    /// element VoiceOver visits outlined in its own colour and numbered in reading order, beside
    /// a legend of number, label, value, traits and hint. Compared exactly (or with
    /// `comparator`); the same settings as `.image(...)`, resolved against the configured defaults.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsRow(), as: .accessibilityImage(size: .width(390)))
    /// assertSnapshot(of: SettingsRow(), as: .accessibilityImage(colorScheme: .dark, dynamicTypeSize: .accessibility3))
    /// ```
    public static func accessibilityImage(
        size: RenderSize? = nil, scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil, tokens: (any DesignTokenSource)? = nil, comparator: ImageComparator? = nil
    ) -> Snapshotting<Value, Bitmap> {
        let request = ViewRenderRequest(layout: nil, traits: UITraitCollection(), size: size, scale: scale, colorScheme: colorScheme,
                                        dynamicTypeSize: dynamicTypeSize, tokens: tokens, background: nil)
        return Snapshotting<Bitmap, Bitmap>.image(comparator: comparator).pullback(erasing: { AnyView($0) }) { view in
            let settings = request.resolved(SnapshotConfiguration.current.view)
            let result = SwiftUI.layout(view, size: settings.size, scale: settings.scale, colorScheme: settings.colorScheme,
                                        dynamicTypeSize: settings.dynamicTypeSize, tokens: settings.tokens)
            return try AccessibilityImage.draw(result)
        }
    }

    /// `accessibilityImage()` with the configured defaults.
    public static var accessibilityImage: Snapshotting<Value, Bitmap> { accessibilityImage() }
}

extension Snapshotting where Value == LayoutResult, Format == Bitmap {
    /// A layout already made, as its accessibility snapshot picture.
    public static var accessibilityImage: Snapshotting<LayoutResult, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.image().pullback { try AccessibilityImage.draw($0) }
    }
}
