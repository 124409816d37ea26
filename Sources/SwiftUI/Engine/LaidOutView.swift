import BitmapText
import Raster
import Tokens

/// A view after layout: its kind, its frame in points (absolute, snapped to the pixel grid),
/// what it draws, and its children in drawing order. The display list and the text dump are
/// both read off this tree.
///
/// ```swift
/// let tree = try layout(card, size: .width(390))
/// tree.children[0].frame   // Rect(x: 0, y: 0, width: 390, height: 120)
/// ```
public struct LaidOutView: Sendable {
    public var kind: String
    /// The frame snapped to the device-pixel grid: what is drawn and dumped.
    public var frame: Rect
    /// The frame as the layout computed it, before snapping: the same at every scale.
    public var layoutFrame: Rect
    public var children: [LaidOutView]
    /// Dump lines beside the frame: text, identifiers, labels, settings, token paths.
    public var details: [Detail]
    /// What a control says about itself to assistive technologies, beyond the dump's details
    /// (`role: button`, `enabled: false`, `isOn: true`, `imageLabel: heart.fill`,
    /// `decorative: true`). Not printed by the text dump; read by the accessibility tree.
    public var semantics: [Detail] = []
    var content: DrawContent?
    var effects: [DrawEffect]

    init(kind: String, layoutFrame: Rect, grid: PixelGrid, children: [LaidOutView] = [], details: [Detail] = [],
         content: DrawContent? = nil, effects: [DrawEffect] = []) {
        self.kind = kind
        self.layoutFrame = layoutFrame
        frame = grid.snap(layoutFrame)
        self.children = children
        self.details = details
        self.content = content
        self.effects = effects
    }

    /// One `name: value` fact about a laid-out view, in the order the view recorded it.
    public struct Detail: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every view in the tree, depth first, parents before children.
    public var allViews: [LaidOutView] {
        [self] + children.flatMap(\.allViews)
    }

    /// The first view (depth first) with this accessibility identifier.
    public func view(withIdentifier identifier: String) -> LaidOutView? {
        allViews.first { view in view.details.contains { $0.name == "id" && $0.value == identifier } }
    }
}
