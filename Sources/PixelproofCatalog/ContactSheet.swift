import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

/// The page a designer reviews: every catalog entry of one component in a labelled grid, each
/// entry drawn light and dark side by side at the catalog's scale. Entries flow left to right
/// and wrap at the width of two column-wide entries; labels are drawn with the bundled bitmap
/// font, so a sheet is the same pixels on every machine. Its own chrome takes light-mode tokens
/// (`color.skeleton`, `color.text.primary`, `space.lg`, `space.xl`; white, black, 16 and 24 pt
/// when the set has none, as a component package's may not).
///
/// ```swift
/// let sheet = try ContactSheet.draw(component: "Button")          // the shipped catalog
/// let mine = try ContactSheet.draw(title: "Badge  ·  light | dark", blocks: blocks, tokens: tokens)
/// try PNGCodec.encode(sheet).write(to: URL(fileURLWithPath: "Button.png"))
/// ```
public enum ContactSheet {
    /// The sheet of the shipped catalog's `component` entries drawn with `tokens` at `dynamicTypeSize`.
    public static func draw(component: String, dynamicTypeSize: DynamicTypeSize = .large,
                            tokens: any DesignTokenSource = TokenSet.shipped) throws(LayoutProblems) -> Bitmap {
        var blocks: [Block] = []
        for entry in Catalog.entries(for: component) {
            let light = try entry.render(in: CatalogAppearance(colorScheme: .light, dynamicTypeSize: dynamicTypeSize), tokens: tokens).bitmap
            let dark = try entry.render(in: CatalogAppearance(colorScheme: .dark, dynamicTypeSize: dynamicTypeSize), tokens: tokens).bitmap
            let label = String(entry.name.dropFirst(component.count + 1))
            blocks.append(Block(label: label.isEmpty ? entry.name : label, light: light, dark: dark))
        }
        let size = dynamicTypeSize == .large ? "" : "  ·  \(dynamicTypeSize)"
        return compose(title: component + "  ·  light | dark" + size, blocks: blocks, chrome: Chrome(tokens))
    }

    /// A sheet of any blocks (a component package's previews), light and dark images already drawn
    /// at `CatalogAppearance.scale`.
    public static func draw(title: String, blocks: [Block], tokens: any DesignTokenSource) -> Bitmap {
        compose(title: title, blocks: blocks, chrome: Chrome(tokens))
    }

    /// The `.a11y` sheet of `component`: every entry's accessibility snapshot picture
    /// (`AccessibilityImage`: elements outlined, numbered and listed), light and dark side by side.
    ///
    /// ```swift
    /// let sheet = try ContactSheet.drawAccessibility(component: "Toast")   // written as Toast.a11y.png
    /// ```
    public static func drawAccessibility(component: String, dynamicTypeSize: DynamicTypeSize = .large,
                                         tokens: any DesignTokenSource = TokenSet.shipped) throws(LayoutProblems) -> Bitmap {
        var blocks: [Block] = []
        for entry in Catalog.entries(for: component) {
            func picture(_ scheme: ColorScheme) throws(LayoutProblems) -> Bitmap {
                try AccessibilityImage.draw(layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: CatalogAppearance.scale,
                                                   colorScheme: scheme, dynamicTypeSize: dynamicTypeSize, tokens: tokens))
            }
            let label = String(entry.name.dropFirst(component.count + 1))
            blocks.append(Block(label: label.isEmpty ? entry.name : label, light: try picture(.light), dark: try picture(.dark)))
        }
        let size = dynamicTypeSize == .large ? "" : "  ·  \(dynamicTypeSize)"
        return compose(title: component + "  ·  accessibility  ·  light | dark" + size, blocks: blocks, chrome: Chrome(tokens))
    }

    /// One entry on the sheet: its label above its light and dark images.
    public struct Block: Sendable {
        public let label: String
        public let light: Bitmap
        public let dark: Bitmap

        public init(label: String, light: Bitmap, dark: Bitmap) {
            self.label = label
            self.light = light
            self.dark = dark
        }
    }

    /// The sheet's own colours and spacing, in device pixels.
    struct Chrome {
        let background: RGBA8
        let ink: RGBA8
        let gap: Int
        let margin: Int

        init(_ tokens: any DesignTokenSource) {
            let factor = Double(CatalogAppearance.scale.factor)
            background = tokens.color("color.skeleton", in: .light) ?? .white
            ink = tokens.color("color.text.primary", in: .light) ?? .black
            gap = Int((tokens.dimension("space.lg", in: .light) ?? 16) * factor)
            margin = Int((tokens.dimension("space.xl", in: .light) ?? 24) * factor)
        }
    }

    static func compose(title: String, blocks: [Block], chrome: Chrome) -> Bitmap {
        let scale = CatalogAppearance.scale
        let factor = scale.factor
        let titleText = TextLayout(text: title, style: .headline)
        let labels = blocks.map { TextLayout(text: $0.label, style: .footnote) }
        let titleHeight = Int((titleText.size.height * Double(factor)).rounded(.up))
        let labelHeight = Int(((labels.map(\.size.height).max() ?? 0) * Double(factor)).rounded(.up))
        let columnWidth = Int(CatalogEntry.PreferredSize.columnWidth) * factor
        let rowLimit = 2 * columnWidth + chrome.gap

        // Flow the blocks into rows no wider than two column-wide entries.
        var placements: [(x: Int, y: Int)] = []
        var x = chrome.margin, y = chrome.margin + titleHeight + chrome.gap, rowHeight = 0, width = 0
        for (block, label) in zip(blocks, labels) {
            let labelWidth = Int((label.size.width * Double(factor)).rounded(.up))
            let blockWidth = max(block.light.width + chrome.gap + block.dark.width, labelWidth)
            let blockHeight = labelHeight + chrome.gap / 2 + max(block.light.height, block.dark.height)
            if x > chrome.margin && x - chrome.margin + blockWidth > rowLimit {
                x = chrome.margin
                y += rowHeight + chrome.gap
                rowHeight = 0
            }
            placements.append((x, y))
            x += blockWidth + chrome.gap
            rowHeight = max(rowHeight, blockHeight)
            width = max(width, x - chrome.gap + chrome.margin)
        }
        let height = y + rowHeight + chrome.margin
        width = max(width, chrome.margin * 2 + Int((titleText.size.width * Double(factor)).rounded(.up)))

        let canvas = Raster.Canvas(size: Raster.Size(width: Double(width) / Double(factor), height: Double(height) / Double(factor)),
                            scale: scale, background: chrome.background)
        let ink = Raster.Paint.solid(chrome.ink)
        func drawText(_ text: TextLayout, x: Int, y: Int) {
            text.draw(at: Point(x: Double(x) / Double(factor), y: Double(y) / Double(factor)), scale: scale) { mask, px, py in
                canvas.drawMask(mask, atPixelX: px, y: py, paint: ink)
            }
        }
        drawText(titleText, x: chrome.margin, y: chrome.margin)
        for (label, place) in zip(labels, placements) {
            drawText(label, x: place.x, y: place.y)
        }
        var sheet = canvas.makeBitmap()
        for (block, place) in zip(blocks, placements) {
            let top = place.y + labelHeight + chrome.gap / 2
            sheet.copy(block.light, toX: place.x, y: top)
            sheet.copy(block.dark, toX: place.x + block.light.width + chrome.gap, y: top)
        }
        return sheet
    }
}
