import Raster

/// Colour stops along a gradient, SwiftUI's `Gradient`. As a shape style on its own it draws
/// top to bottom, as SwiftUI's does.
///
/// ```swift
/// let sunrise = Gradient(stops: [.init(color: .orange, location: 0), .init(color: .pink, location: 1)])
/// Rectangle().fill(LinearGradient(gradient: sunrise, startPoint: .top, endPoint: .bottom))
/// ```
public struct Gradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    /// A colour at a location 0…1 along the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        .linearGradient(stops: context.resolve(stops), start: .top, end: .bottom)
    }

    /// How colours between stops are interpolated (iOS 17). Accepted: Pixelproof always mixes
    /// premultiplied sRGB values, which is `.device`.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// This gradient interpolated in `space` (drawn in `.device`, see `ColorSpace`).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

/// The gradient `Color.gradient` gives (iOS 16's `AnyGradient`): the colour lightened at the
/// top to the colour itself at the bottom. Apple does not publish the lightening; Pixelproof
/// mixes 20 % white into the top stop, which matches how iOS 17 shows `.blue.gradient`.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let base: Color

    public init(_ gradient: Gradient) {
        base = gradient.stops.last?.color ?? .clear
        self.gradient = gradient
    }

    init(color: Color) {
        base = color
        gradient = nil
    }

    private let gradient: Gradient?

    /// This gradient interpolated in `space` (drawn in `.device`, see `Gradient.ColorSpace`).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        if let gradient { return gradient.resolvePaint(in: context) }
        let bottom = context.resolve(base)
        let c = bottom.rgba
        func lighter(_ v: UInt8) -> UInt8 { UInt8((Int(v) * 4 + 255 + 2) / 5) }
        let top = ResolvedColor(RGBA8(r: lighter(c.r), g: lighter(c.g), b: lighter(c.b), a: c.a), tokenPath: bottom.tokenPath)
        return .linearGradient(stops: [ResolvedGradientStop(color: top, location: 0), ResolvedGradientStop(color: bottom, location: 1)],
                               start: .top, end: .bottom)
    }
}

extension Color {
    /// A subtle top-to-bottom gradient of this colour (`AnyGradient`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
