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

extension View {
    /// A drop shadow from a shadow token, e.g. `.shadow(.card)`.
    public func shadow(_ reference: ShadowToken) -> some View {
        shadow(token: reference.path)
    }
}
