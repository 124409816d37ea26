import BitmapText
import Raster
import Tokens

/// An opacity from 0 (invisible) to 1 (opaque), or a reference to a `number` token resolved at
/// layout time, like `Length` for dimensions. Number literals are opacities, so `opacity(0.5)`
/// and `opacity(.token(.opacityDisabled))` both read naturally, and so does a choice between them.
///
/// ```swift
/// Text("Save").opacity(isEnabled ? 1 : .token(.opacityDisabled))
/// Text("Save").opacity(Opacity(fade))     // a computed value
/// ```
public struct Opacity: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    enum Storage: Sendable, Hashable {
        case value(Double)
        case token(String)
    }

    let storage: Storage

    public init(_ value: Double) {
        storage = .value(value)
    }

    public init(integerLiteral value: Int) {
        storage = .value(Double(value))
    }

    public init(floatLiteral value: Double) {
        storage = .value(value)
    }

    private init(token path: String) {
        storage = .token(path)
    }

    /// A number token by path, e.g. `opacity.disabled`.
    public static func token(_ path: String) -> Opacity {
        Opacity(token: path)
    }

    /// A number token, e.g. `.token(.opacityDisabled)`.
    public static func token(_ reference: NumberToken) -> Opacity {
        Opacity(token: reference.path)
    }

    public var description: String {
        switch storage {
        case .value(let value): formatPoints(value)
        case .token(let path): "{\(path)}"
        }
    }
}
