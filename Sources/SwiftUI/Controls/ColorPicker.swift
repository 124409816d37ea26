import BitmapText
import Raster
import Tokens

/// A colour control, drawn as iOS draws UIColorWell closed: the label at the leading edge and,
/// at the trailing edge, a 28-point well: a ring of the colour wheel's hues around the
/// selected colour. `selection` is an input.
///
/// ```swift
/// ColorPicker("Background", selection: $background)
/// ```
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Color
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
    }

    /// The well's diameter in points.
    static var wellDiameter: CGFloat { 28 }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label.foregroundStyle(isEnabled ? Color.primary : ControlPalette.disabledLabel)
                Spacer()
            }
            ColorWell(selection: selection)
                .frame(width: Self.wellDiameter, height: Self.wellDiameter)
                .compositingGroup()
                .opacity(isEnabled ? 1 : 0.5)
                .accessibilityIdentifier("color-well")
        }
    }
}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIColorWell: a 3-point ring of twelve hues (red at the top, turning clockwise) around the
/// selected colour, which fills a circle 3 points inside the ring.
struct ColorWell: View {
    let selection: Color

    static let hues: [Color] = (0..<12).map { step in ColorWell.hueColor(Double(step) / 12) }

    /// A fully saturated, fully bright colour of `hue` (0…1), as HSB → sRGB.
    static func hueColor(_ hue: Double) -> Color {
        let sector = hue * 6, fraction = sector - sector.rounded(.down)
        let (r, g, b): (Double, Double, Double)
        switch Int(sector.rounded(.down)) % 6 {
        case 0: (r, g, b) = (1, fraction, 0)
        case 1: (r, g, b) = (1 - fraction, 1, 0)
        case 2: (r, g, b) = (0, 1, fraction)
        case 3: (r, g, b) = (0, 1 - fraction, 1)
        case 4: (r, g, b) = (fraction, 0, 1)
        default: (r, g, b) = (1, 0, 1 - fraction)
        }
        return Color(red: r, green: g, blue: b)
    }

    var body: some View {
        ZStack {
            ForEach(0..<12) { step in
                HueWedge(startDegrees: -90 + Double(step) * 30 - 15, sweepDegrees: 30, lineWidth: 3).fill(ColorWell.hues[step])
            }
            Circle().fill(selection).padding(6)
        }
    }
}

/// One wedge of the colour well's ring, with square ends so wedges meet.
struct HueWedge: Shape {
    let startDegrees: Double
    let sweepDegrees: Double
    let lineWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer - lineWidth
        // A hair of overlap keeps the seams between wedges closed.
        let a0 = (startDegrees - 0.5) * .pi / 180, a1 = (startDegrees + sweepDegrees + 0.5) * .pi / 180
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
        path.addArc(center: center, radius: inner, startAngle: .radians(a1), endAngle: .radians(a0), clockwise: true)
        path.closeSubpath()
        return path
    }
}
