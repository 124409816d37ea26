import BitmapText
import Raster
import Tokens

/// A view laid out for one configuration: the tree of frames, the canvas size, the tokens the
/// layout read and any problems met. The display list and the text dump come from it.
///
/// ```swift
/// let result = layout(card, size: .width(390), tokens: tokens)
/// print(result.textDump)
/// result.tokensRead   // ["bg.surface", "radius.lg", "space.lg", …]
/// ```
public struct LayoutResult: Sendable {
    /// The root of the laid-out tree (a synthetic `Root` whose frame is the canvas).
    public let root: LaidOutView
    /// The canvas size in points (whole device pixels at `scale`).
    public let size: Size
    public let scale: DisplayScale
    public let colorScheme: ColorScheme
    public let dynamicTypeSize: DynamicTypeSize
    /// Every token path the views read, sorted.
    public let tokensRead: [String]
    /// Missing tokens, unknown symbols: empty when the layout is sound.
    public let problems: [LayoutError]

    /// The canvas size in device pixels.
    public var pixelWidth: Int { Int((size.width * Double(scale.factor)).rounded(.toNearestOrAwayFromZero)) }
    public var pixelHeight: Int { Int((size.height * Double(scale.factor)).rounded(.toNearestOrAwayFromZero)) }
}

/// A render that met problems (missing tokens, unknown symbols); `problems` lists them all.
public struct LayoutProblems: Error, CustomStringConvertible {
    public let problems: [LayoutError]

    public var description: String {
        "layout found \(problems.count) problem(s):\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}
