import BitmapText
import Raster
import Tokens

/// A symbol from the bundled icon set, sized from the text style in effect (20 design units are
/// the font's point size) and painted in the foreground style. `resizable()` makes it fill its frame.
///
/// ```swift
/// Image(systemName: "chevron.right").foregroundStyle(.tertiary)
/// Image(systemName: "tray").resizable().frame(width: 48, height: 48)
/// ```
public struct Image: View, PrimitiveView {
    let systemName: String
    let isResizable: Bool

    public init(systemName: String) {
        self.systemName = systemName
        isResizable = false
    }

    private init(systemName: String, isResizable: Bool) {
        self.systemName = systemName
        self.isResizable = isResizable
    }

    /// The symbol stretched (keeping its aspect ratio) to whatever frame it is given.
    public func resizable() -> Image {
        Image(systemName: systemName, isResizable: true)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        guard let icon = IconSet.standard[systemName] else {
            context.session.report(.unknownSymbol(name: systemName))
            return []
        }
        let style = context.resolvedTextStyle.style
        let height = style.pointSize(at: context.environment.dynamicTypeSize)
        let boldWidth = style.weight.usesBoldFace ? 1.2 : 1.0
        let sized = Icon(name: icon.name, width: icon.width, height: icon.height,
                         parts: icon.parts.map { Icon.Part(path: $0.path, lineWidth: $0.lineWidth.map { $0 * boldWidth }, opacity: $0.opacity) })
        return [VectorNode(kind: "Image", icon: sized, paint: context.foregroundPaint,
                           idealSize: isResizable ? nil : Size(width: height * icon.width / Icon.unitsPerEm,
                                                               height: height * icon.height / Icon.unitsPerEm),
                           details: [LaidOutView.Detail("symbol", systemName)])]
    }
}

/// A spinning activity indicator, drawn at a fixed phase so renders are deterministic: eight
/// spokes fading clockwise from the top, in the foreground style (grey when none is set).
/// 20 × 20 points, with an optional label below.
///
/// ```swift
/// ProgressView()
/// ProgressView("Loading")
/// ProgressView().foregroundStyle(Color.white)
/// ```
public struct ProgressView: View, PrimitiveView {
    let title: String?

    public init() {
        title = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }

    public init(_ titleKey: LocalizedStringKey) {
        self.title = titleKey.plainText
    }

    public var body: Never { primitiveBody(Self.self) }

    static let side = 20.0

    static let spinner: Icon = {
        let h = 0.7071067811865476
        let directions: [(Double, Double)] = [(0, -1), (h, -h), (1, 0), (h, h), (0, 1), (-h, h), (-1, 0), (-h, -h)]
        let parts = directions.enumerated().map { index, direction in
            Icon.Part(path: .polyline([(10 + direction.0 * 4.5, 10 + direction.1 * 4.5), (10 + direction.0 * 9, 10 + direction.1 * 9)]),
                      lineWidth: 2.2, opacity: 1 - Double(index) * 0.1)
        }
        return Icon(name: "spinner", width: 20, height: 20, parts: parts)
    }()

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let paint = context.environment.foregroundStyle.map { context.paint($0) } ?? .solid(context.resolve(Color.gray))
        let spinner = VectorNode(kind: "ProgressView", icon: ProgressView.spinner, paint: paint,
                                 idealSize: Size(width: ProgressView.side, height: ProgressView.side), details: [])
        guard let title else { return [spinner] }
        let label = context.with { $0.foregroundStyle = AnyShapeStyle(Color.secondary) }.resolve(Text(title))
        return [StackNode(kind: "VStack", axis: .vertical, spacing: StackNode.defaultSpacing, crossOffset: { ($1 - $0) / 2 },
                          children: [spinner] + label, details: [])]
    }
}
