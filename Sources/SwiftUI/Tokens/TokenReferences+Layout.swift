import BitmapText
import Raster
import Tokens

// Typed token references (generated as `ColorToken.textPrimary`, `DimensionToken.spaceLg` …)
// accepted wherever views take colours, lengths, fonts and shadows.

extension Color {
    /// A colour token, e.g. `Color(token: .textPrimary)`.
    public init(token reference: ColorToken) {
        self.init(token: reference.path)
    }
}

extension Length {
    /// A dimension token, e.g. `Length(.spaceLg)` or `.padding(.token(.spaceLg))`.
    public init(_ reference: DimensionToken) {
        self = .token(reference.path)
    }

    /// A dimension token, e.g. `.padding(.token(.spaceLg))`.
    public static func token(_ reference: DimensionToken) -> Length {
        Length(reference)
    }
}

extension View {
    /// A drop shadow from a shadow token, e.g. `.shadow(.card)`.
    public func shadow(_ reference: ShadowToken) -> some View {
        shadow(token: reference.path)
    }
}
