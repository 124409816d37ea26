import BitmapText
import Raster
import Tokens

/// The track of a slider or linear progress bar, as a view: the empty track across the whole
/// width, the filled part up to `fraction`, and (for a slider) a knob centred where the filled
/// part ends. With a knob of diameter d the knob's centre runs from d/2 to width − d/2, as
/// UISlider's thumb stays inside the control; without one the fill is `fraction` × width.
struct FractionTrack<Track: View, Fill: View, Knob: View>: View, PrimitiveView {
    let fraction: Double
    /// The control's height; the track is centred in it.
    let height: CGFloat
    let trackHeight: CGFloat
    let knobDiameter: CGFloat?
    /// The width used when none is proposed (the track is otherwise as wide as offered).
    let idealWidth: CGFloat
    let track: Track
    let fill: Fill
    let knob: Knob

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [FractionTrackNode(fraction: min(1, max(0, fraction.isFinite ? fraction : 0)), height: Double(height),
                           trackHeight: Double(trackHeight), knobDiameter: knobDiameter.map { Double($0) },
                           idealWidth: Double(idealWidth), track: group(context.resolve(track)),
                           fill: group(context.resolve(fill)), knob: knobDiameter == nil ? nil : group(context.resolve(knob)))]
    }

    private func group(_ nodes: [LayoutNode]) -> LayoutNode {
        nodes.count == 1 ? nodes[0] : ZStackNode(alignment: .center, children: nodes)
    }
}

final class FractionTrackNode: LayoutNode {
    let kind = "Track"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let fraction: Double
    let height: Double
    let trackHeight: Double
    let knobDiameter: Double?
    let idealWidth: Double
    let track: LayoutNode
    let fill: LayoutNode
    let knob: LayoutNode?

    init(fraction: Double, height: Double, trackHeight: Double, knobDiameter: Double?, idealWidth: Double,
         track: LayoutNode, fill: LayoutNode, knob: LayoutNode?) {
        self.fraction = fraction
        self.height = height
        self.trackHeight = trackHeight
        self.knobDiameter = knobDiameter
        self.idealWidth = idealWidth
        self.track = track
        self.fill = fill
        self.knob = knob
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let width = proposal.width.map { $0.isFinite ? $0 : idealWidth } ?? idealWidth
        return Size(width: max(width, knobDiameter ?? 0), height: height)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let trackY = frame.minY + (frame.height - trackHeight) / 2
        let trackRect = Rect(x: frame.minX, y: trackY, width: frame.width, height: trackHeight)
        var children = [track.place(in: trackRect, proposal: ProposedSize(trackRect.size), grid: grid)]
        let end: Double
        if let knobDiameter {
            end = knobDiameter / 2 + fraction * (frame.width - knobDiameter)
        } else {
            end = fraction * frame.width
        }
        if end > 0 {
            let fillRect = Rect(x: frame.minX, y: trackY, width: end, height: trackHeight)
            children.append(fill.place(in: fillRect, proposal: ProposedSize(fillRect.size), grid: grid))
        }
        if let knob, let knobDiameter {
            let knobRect = Rect(x: frame.minX + end - knobDiameter / 2, y: frame.minY + (frame.height - knobDiameter) / 2,
                                width: knobDiameter, height: knobDiameter)
            children.append(knob.place(in: knobRect, proposal: ProposedSize(knobRect.size), grid: grid))
        }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: children,
                           details: [LaidOutView.Detail("fraction", formatPoints(fraction))])
    }
}
