import BitmapText
import Raster
import Tokens

/// A length in points, or a reference to a dimension token resolved at layout time.
/// Number literals are lengths, so `padding(16)` and `padding(Space.lg)` both read naturally.
///
/// ```swift
/// enum Space { static let lg = Length.token("space.lg") }
/// Text("Hi").padding(.horizontal, Space.lg)
/// Text("Hi").padding(Space.lg * 2)
/// ```
public struct Length: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    indirect enum Storage: Sendable, Hashable {
        case points(Double)
        case token(String)
        case scaled(Storage, Double)
        case sum(Storage, Storage)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    public init(_ points: Double) {
        storage = .points(points)
    }

    public init(integerLiteral value: Int) {
        storage = .points(Double(value))
    }

    public init(floatLiteral value: Double) {
        storage = .points(value)
    }

    /// A dimension token, e.g. `space.lg` or `radius.md`.
    public static func token(_ path: String) -> Length {
        Length(storage: .token(path))
    }

    /// Unbounded, for `frame(maxWidth: .infinity)`.
    public static let infinity = Length(.infinity)

    public static func * (lhs: Length, rhs: Double) -> Length {
        Length(storage: .scaled(lhs.storage, rhs))
    }

    public static func + (lhs: Length, rhs: Length) -> Length {
        Length(storage: .sum(lhs.storage, rhs.storage))
    }

    public static func - (lhs: Length, rhs: Length) -> Length {
        Length(storage: .sum(lhs.storage, .scaled(rhs.storage, -1)))
    }

    public static prefix func - (value: Length) -> Length {
        Length(storage: .scaled(value.storage, -1))
    }

    /// The length in points where no render context is at hand (a shape's `path(in:)`):
    /// token lengths are read from the environment of the view being resolved and recorded in
    /// its render like any other read; 0 outside a render.
    var currentPoints: Double {
        func points(_ storage: Storage) -> Double {
            switch storage {
            case .points(let value): value
            case .token(let path): Length.scopedToken(path)
            case .scaled(let inner, let factor): points(inner) * factor
            case .sum(let a, let b): points(a) + points(b)
            }
        }
        return points(storage)
    }

    private static func scopedToken(_ path: String) -> Double {
        guard let environment = EnvironmentScope.current else { return 0 }
        let session = EnvironmentScope.session
        session?.recordToken(path)
        guard let value = environment.tokens.dimension(path, in: environment.colorScheme) else {
            session?.report(.missingToken(path: path, kind: "dimension", scheme: environment.colorScheme))
            return 0
        }
        return value
    }

    /// The token paths this dimension names, in order.
    var tokenPaths: [String] {
        func paths(_ storage: Storage) -> [String] {
            switch storage {
            case .points: []
            case .token(let path): [path]
            case .scaled(let inner, _): paths(inner)
            case .sum(let a, let b): paths(a) + paths(b)
            }
        }
        return paths(storage)
    }

    public var description: String {
        func text(_ storage: Storage) -> String {
            switch storage {
            case .points(let value): value == .infinity ? "∞" : formatPoints(value)
            case .token(let path): "{\(path)}"
            case .scaled(let inner, let factor): "\(text(inner))×\(formatPoints(factor))"
            case .sum(let a, let b): "(\(text(a)) + \(text(b)))"
            }
        }
        return text(storage)
    }
}
