import BitmapText
import Raster
import Tokens

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

    public init(_ title: String) {
        self.title = title
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
