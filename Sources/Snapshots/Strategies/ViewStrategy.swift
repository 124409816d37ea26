import BitmapText
import Raster
import SwiftUI
import Tokens

/// Views of the Layout DSL: rendered to an image, or printed as the layout's text dump (frames,
/// texts, resolved colours and the token paths the layout read). Both take the same
/// configuration as `render`.
///
/// ```swift
/// assertSnapshot(of: WeeklyReportCard(), as: .image(size: .width(390), scale: .x2, colorScheme: .dark, tokens: tokens))
/// assertSnapshot(of: WeeklyReportCard(), as: .dump(size: .width(390), tokens: tokens))
/// ```
extension Snapshotting where Value: View & SendableMetatype, Format == Bitmap {
    /// The view rendered with `render(_:size:scale:colorScheme:dynamicTypeSize:tokens:background:)`;
    /// missing tokens and unknown symbols fail the assertion with the full list.
    public static func image(
        size: RenderSize = .ideal, scale: DisplayScale = .x1, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, tokens: any DesignTokenSource = NoTokens(),
        background: RGBA8 = .clear, comparator: ImageComparator? = nil
    ) -> Snapshotting<Value, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.image(comparator: comparator).pullback { (view: Value) throws -> Bitmap in
            try render(view, size: size, scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                       tokens: tokens, background: background)
        }
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == String {
    /// The layout's text dump, compared line by line (`.txt`).
    public static func dump(
        size: RenderSize = .ideal, scale: DisplayScale = .x1, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, tokens: any DesignTokenSource = NoTokens()
    ) -> Snapshotting<Value, String> {
        Snapshotting<LayoutResult, String>.dump.pullback { (view: Value) in
            layout(view, size: size, scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, tokens: tokens)
        }
    }
}

extension Snapshotting where Value == LayoutResult, Format == String {
    /// A layout already made, as its text dump.
    public static var dump: Snapshotting<LayoutResult, String> {
        Snapshotting<String, String>.lines.pullback { $0.textDump }
    }
}
