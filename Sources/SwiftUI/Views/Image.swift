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
