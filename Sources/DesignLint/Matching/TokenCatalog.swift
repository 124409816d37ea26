import Foundation
import Raster
import Tokens

/// The values of a package's token set, indexed so a raw value in code can be named: "`16` is
/// `space.lg`", "`Color(red: 0.14, green: 0.33, blue: 0.84)` is `color.action.primary.bg`".
///
/// Lengths are grouped by the words in their paths: spacing (`space`, `spacing`, `gap`,
/// `padding`, `inset`, `margin`), radius (`radius`, `corner`) and size (every other dimension
/// that is not typography). Colours are matched in every mode; role-named tokens (aliases of
/// another token) are named before primitives.
///
/// ```swift
/// let catalog = TokenCatalog(set: .shipped, source: "shipped")
/// catalog.tokens(equalTo: 16, in: .spacing).map(\.path)   // ["space.lg"]
/// ```
public struct TokenCatalog: Sendable {
    public struct Length: Sendable, Equatable {
        public var path: String
        public var points: Double
    }

    public struct NamedColor: Sendable, Equatable {
        public var path: String
        public var color: RGBA8
        public var mode: String
        public var isAlias: Bool
    }

    public enum LengthKind: Sendable {
        case spacing, radius, size
    }

    /// Where the set came from, for report headers ("tokens/app.resolver.json", "shipped").
    public let source: String
    /// The set's default mode; colour matches in another mode say which.
    public let defaultMode: String
    let spacing: [Length]
    let radius: [Length]
    let sizes: [Length]
    let colors: [NamedColor]
    let textStyles: [(path: String, style: Typography)]
    let shadows: [(path: String, layers: [Tokens.Shadow])]

    public init(set: TokenSet, source: String) {
        self.source = source
        defaultMode = set.defaultMode
        var spacing: [Length] = [], radius: [Length] = [], sizes: [Length] = []
        var colors: [NamedColor] = []
        var textStyles: [(String, Typography)] = []
        var shadows: [(String, [Tokens.Shadow])] = []
        let defaults = set.defaultTokens
        for path in defaults.paths {
            guard let token = defaults.token(path) else { continue }
            let words = Self.words(path)
            switch token.value {
            case .dimension(let dimension):
                let length = Length(path: path, points: dimension.points)
                if !words.isDisjoint(with: ["space", "spacing", "gap", "padding", "inset", "margin", "spacer"]) {
                    spacing.append(length)
                } else if !words.isDisjoint(with: ["radius", "radii", "corner", "corners", "rounded"]) {
                    radius.append(length)
                } else if words.isDisjoint(with: ["font", "typography", "letter", "line", "tracking", "text"]) {
                    sizes.append(length)
                }
            case .typography(let style):
                textStyles.append((path, style))
            case .shadow(let layers):
                shadows.append((path, layers))
            default:
                break
            }
        }
        for mode in set.modes {
            guard let tokens = try? set.resolved(mode: mode) else { continue }
            for path in tokens.paths {
                if let token = tokens.token(path), case .color(let color) = token.value {
                    colors.append(NamedColor(path: path, color: color, mode: mode, isAlias: token.aliasOf != nil))
                }
            }
        }
        self.spacing = spacing.sorted { ($0.points, $0.path) < ($1.points, $1.path) }
        self.radius = radius.sorted { ($0.points, $0.path) < ($1.points, $1.path) }
        self.sizes = sizes.sorted { ($0.points, $0.path) < ($1.points, $1.path) }
        self.colors = colors
        self.textStyles = textStyles
        self.shadows = shadows
    }

    /// The lowercased words of a token path: `color.action.primaryBg` → color, action, primary, bg.
    static func words(_ path: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for character in path {
            if character == "." || character == "-" || character == "_" || character == "/" {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = ""
            } else if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true {
                words.insert(current.lowercased())
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }

    func lengths(_ kind: LengthKind) -> [Length] {
        switch kind {
        case .spacing: spacing
        case .radius: radius
        case .size: sizes
        }
    }

    /// Tokens of `kind` whose value is `points`.
    public func tokens(equalTo points: Double, in kind: LengthKind) -> [Length] {
        lengths(kind).filter { abs($0.points - points) < 0.001 }
    }

    /// The scale steps either side of `points`, for an off-scale value.
    func neighbours(of points: Double, in kind: LengthKind) -> [Length] {
        let scale = lengths(kind)
        let below = scale.last { $0.points < points }
        let above = scale.first { $0.points > points }
        return [below, above].compactMap { $0 }
    }

    /// Colour tokens matching `color` within `tolerance` (0…1 per channel): role-named first,
    /// then those of the default mode, then those whose path has a `preferring` word.
    public func colors(matching color: RGBA8, tolerance: Double, preferring words: Set<String> = []) -> [NamedColor] {
        let limit = tolerance * 255 + 0.001
        let matches = colors.filter {
            abs(Double($0.color.r) - Double(color.r)) <= limit && abs(Double($0.color.g) - Double(color.g)) <= limit
                && abs(Double($0.color.b) - Double(color.b)) <= limit && abs(Double($0.color.a) - Double(color.a)) <= limit
        }
        var seen: Set<String> = []
        let rank: (NamedColor) -> Int = {
            ($0.isAlias ? 0 : 4) + ($0.mode == self.defaultMode ? 0 : 2) + (words.isDisjoint(with: Self.words($0.path)) ? 1 : 0)
        }
        return matches.sorted { (rank($0), $0.path, $0.mode) < (rank($1), $1.path, $1.mode) }
            .filter { seen.insert($0.path).inserted }
    }

    /// Colour tokens whose path ends in `role` words (`text.primary` for SwiftUI's `.primary`).
    func colors(named words: [String]) -> [String] {
        var seen: Set<String> = []
        return colors.filter { color in
            let parts = color.path.lowercased().split(separator: ".").map(String.init)
            return parts.suffix(words.count) == ArraySlice(words)
        }.map(\.path).sorted().filter { seen.insert($0).inserted }
    }

    /// Text-style tokens of `size` points (and `weight`, when given).
    func textStyles(size: Double, weight: Int?) -> [(path: String, style: Typography)] {
        let sized = textStyles.filter { abs($0.style.size - size) < 0.001 }
        guard let weight else { return sized }
        let weighted = sized.filter { $0.style.weight == weight }
        return weighted.isEmpty ? sized : weighted
    }

    /// The text-style token named like a SwiftUI text style (`.headline` → `typography.headline`,
    /// `.title` → `typography.title1`, `.caption` → `typography.caption1`).
    func textStyle(namedLike name: String) -> String? {
        let wanted = [name.lowercased(), name.lowercased() + "1"]
        for candidate in wanted {
            if let match = textStyles.first(where: { $0.path.lowercased().split(separator: ".").last.map(String.init) == candidate }) {
                return match.path
            }
        }
        return nil
    }

    func nearestTextStyles(size: Double) -> [(path: String, style: Typography)] {
        let sizes = Set(textStyles.map(\.style.size))
        guard let nearest = sizes.min(by: { (abs($0 - size), $0) < (abs($1 - size), $1) }) else { return [] }
        return textStyles.filter { $0.style.size == nearest }
    }

    /// Shadow tokens; those whose first layer has the same blur and offsets first.
    func shadows(radius: Double?, x: Double?, y: Double?) -> (exact: [String], all: [String]) {
        let exact = shadows.filter { shadow in
            guard let layer = shadow.layers.first else { return false }
            return radius.map { abs(layer.blur - $0) < 0.001 } ?? true
                && abs(layer.offsetX - (x ?? 0)) < 0.001 && abs(layer.offsetY - (y ?? 0)) < 0.001
        }.map(\.path)
        return (exact.sorted(), shadows.map(\.path).sorted())
    }
}
