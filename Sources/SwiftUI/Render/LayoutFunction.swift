import BitmapText
import Raster
import Tokens

/// Lays `view` out for one configuration: resolves it against an environment built from the
/// arguments (plus `environment` changes), offers the root the size's proposal, centres it on
/// the canvas and snaps frames to the pixel grid of `scale`. The view expression itself is
/// evaluated inside the render, so token values it reads (`.padding(.token("space.md"))`)
/// come from `tokens` and are recorded.
///
/// ```swift
/// let result = layout(DSCard { Text("Weekly report") }, size: .width(390), colorScheme: .dark, tokens: tokens)
/// result.root.children[0].frame
/// ```
public func layout<V: View>(
    _ view: @autoclosure () -> V,
    size: RenderSize,
    scale: DisplayScale = .x1,
    colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .large,
    tokens: any DesignTokenSource = NoTokens(),
    textMeasurer: (any TextMeasuring)? = nil,
    environment: (inout EnvironmentValues) -> Void = { _ in }
) -> LayoutResult {
    var values = EnvironmentValues()
    values.colorScheme = colorScheme
    values.dynamicTypeSize = dynamicTypeSize
    values.tokens = tokens
    values.displayScale = CGFloat(scale.factor)
    environment(&values)
    let session = RenderSession(textMeasurer: textMeasurer ?? defaultTextMeasurer)
    let context = ResolveContext(environment: values, session: session)
    let nodes = context.mirroring(context.resolve(context.evaluate(view)), from: .leftToRight)
    let root: LayoutNode = nodes.count == 1
        ? nodes[0]
        : StackNode(kind: "VStack", axis: .vertical, spacing: nil, crossOffset: { ($1 - $0) / 2 }, children: nodes, details: [])
    let proposal = size.proposal
    let chosen = root.sizeThatFits(proposal)
    let canvasSize = size.canvas(for: chosen, scale: scale)
    let canvas = Rect(origin: .zero, size: canvasSize)
    let grid = PixelGrid(scale: scale)
    let placed = root.place(in: Rect(origin: Alignment.center.origin(of: chosen, in: canvas), size: chosen), proposal: proposal, grid: grid)
    let tree = LaidOutView(kind: "Root", layoutFrame: canvas, grid: grid, children: [placed], details: [
        LaidOutView.Detail("size", size.description), LaidOutView.Detail("scheme", colorScheme.rawValue),
        LaidOutView.Detail("dynamicType", dynamicTypeSize.description),
    ])
    return LayoutResult(root: tree, size: canvasSize, scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                        tokensRead: session.tokensRead.sorted(), problems: session.problems)
}

/// The measurer used when none is given.
let defaultTextMeasurer: any TextMeasuring = BitmapTextMeasurer()
