import BitmapText
import Raster
import Tokens

/// A colour: a fixed sRGB value, a system colour with light and dark values, or a colour token
/// resolved through the environment at layout time. As a view it fills the space offered.
///
/// ```swift
/// extension Color { static let textPrimary = Color(token: "text.primary") }
/// Text("Title").foregroundStyle(Color.textPrimary)
/// Color.orange.frame(height: 4)
/// ```
public struct Color: Sendable, Hashable, ShapeStyle, View, PrimitiveView {
    indirect enum Storage: Sendable, Hashable {
        case rgba(RGBA8)
        case adaptive(light: RGBA8, dark: RGBA8)
        case token(String)
        case opacity(Storage, Double)
        /// A colour set of an asset catalog, looked up in the bundle's resources when resolved.
        case asset(name: String, bundlePath: String)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// A fixed straight-alpha sRGB colour.
    public init(_ rgba: RGBA8) {
        storage = .rgba(rgba)
    }

    /// A colour with one value in light mode and another in dark mode.
    public init(light: RGBA8, dark: RGBA8) {
        storage = .adaptive(light: light, dark: dark)
    }

    /// A colour token such as `text.primary`, looked up in the environment's tokens in the
    /// mode the colour scheme picks.
    public init(token path: String) {
        storage = .token(path)
    }

    /// This colour with its alpha multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let paint = ResolvedPaint.solid(context.resolve(self))
        return [ShapeNode(kind: "Color", geometry: .rectangle, drawing: .fill(paint), tokens: paint.tokenPaths)]
    }
}

extension Color {
    private static func system(_ light: UInt32, _ dark: UInt32, alpha: UInt8 = 255) -> Color {
        func rgba(_ value: UInt32) -> RGBA8 {
            RGBA8(r: UInt8(value >> 16), g: UInt8((value >> 8) & 0xFF), b: UInt8(value & 0xFF), a: alpha)
        }
        return Color(light: rgba(light), dark: rgba(dark))
    }

    // Apple's iOS system colours (light / dark), from the Human Interface Guidelines.
    public static let black = Color(RGBA8.black)
    public static let white = Color(RGBA8.white)
    public static let clear = Color(RGBA8.clear)
    public static let red = system(0xFF3B30, 0xFF453A)
    public static let orange = system(0xFF9500, 0xFF9F0A)
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    public static let green = system(0x34C759, 0x30D158)
    public static let mint = system(0x00C7BE, 0x63E6E2)
    public static let teal = system(0x30B0C7, 0x40C8E0)
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    public static let blue = system(0x007AFF, 0x0A84FF)
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    public static let pink = system(0xFF2D55, 0xFF375F)
    public static let brown = system(0xA2845E, 0xAC8E68)
    public static let gray = system(0x8E8E93, 0x8E8E93)
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = system(0x000000, 0xFFFFFF)
    /// The secondary label colour (60 % opaque).
    public static let secondary = system(0x3C3C43, 0xEBEBF5, alpha: 153)
    /// The placeholder and tertiary label colour (30 % opaque).
    public static let tertiary = system(0x3C3C43, 0xEBEBF5, alpha: 76)
    /// The separator colour `Divider` draws with.
    public static let separator = system(0x3C3C43, 0x545458, alpha: 74)
    /// The tint of controls.
    public static let accentColor = blue
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var separator: Color { Color.separator }
    public static var accentColor: Color { Color.accentColor }
}
