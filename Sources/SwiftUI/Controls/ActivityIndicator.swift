import BitmapText
import Raster
import Tokens

/// iOS's activity indicator (UIActivityIndicatorView), drawn at a fixed phase so renders are
/// deterministic: eight spokes fading clockwise from the top, in the foreground style (grey
/// when none is set). 20 × 20 points (`.medium`), 37 × 37 for `.large` and `.extraLarge` control sizes.
struct ActivityIndicator: View, PrimitiveView {
    var body: Never { primitiveBody(Self.self) }

    static let side = 20.0
    static let largeSide = 37.0

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
        let large = context.environment.controlSize == .large || context.environment.controlSize == .extraLarge
        let side = large ? ActivityIndicator.largeSide : ActivityIndicator.side
        return [VectorNode(kind: "ProgressView", icon: ActivityIndicator.spinner, paint: paint,
                           idealSize: Size(width: side, height: side), details: [])]
    }
}
