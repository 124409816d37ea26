/// A foreground token that must stay legible on a background token, with the minimum ratio and
/// where the pair comes from. Pairs are declared on the foreground token:
///
/// ```json
/// "primary": { "$value": "{palette.neutral.900}",
///   "$extensions": { "dev.pixelproof": { "contrast": { "on": ["color.bg.canvas", "color.bg.surface"], "level": "text" } } } }
/// ```
///
/// or listed in a pairs file (`ContrastPairsFile`), or inferred from the tokens' names
/// (`ContrastPairInference`). Levels: `text` 4.5 (WCAG AA), `large-text` 3, `ui` 3 (non-text
/// parts: icons, borders, focus rings), `aaa` 7.
///
/// Two pairs are equal when foreground, background and level are: a pair found twice (in the
/// light and the dark file, or declared and inferred) is one pair, kept with its first source.
public struct ContrastPair: Hashable, Comparable, Sendable {
    /// Where a pair was found; shown in the audit's `source` column.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// `$extensions["dev.pixelproof"].contrast` on the foreground token, where first found
        /// (each mode's file may declare it again; the audit's column says only `$extensions`).
        case extensions(file: String, line: Int)
        /// An entry of a pairs file.
        case pairsFile(file: String, line: Int)
        /// Inferred from the names; the associated text names the rule (`on-X`, `component`, `default surface`).
        case inferred(rule: String)

        public var description: String {
            switch self {
            case .extensions: return "$extensions"
            case .pairsFile(let file, let line): return "\(file):\(line)"
            case .inferred(let rule): return "inferred (\(rule))"
            }
        }

        /// Declared pairs (either way) rank before inferred ones when both name the same colours.
        var isInferred: Bool { if case .inferred = self { return true } else { return false } }
    }

    public enum Level: String, CaseIterable, Sendable {
        case text
        case largeText = "large-text"
        case ui
        case aaa

        public var minimumRatio: Double {
            switch self {
            case .text: return 4.5
            case .largeText, .ui: return 3
            case .aaa: return 7
            }
        }
    }

    public var foreground: String
    public var background: String
    public var level: Level
    public var source: Source
    /// The modes the pair is checked in; `nil` for every mode.
    public var modes: [String]?

    public init(foreground: String, background: String, level: Level, source: Source, modes: [String]? = nil) {
        self.foreground = foreground
        self.background = background
        self.level = level
        self.source = source
        self.modes = modes
    }

    public static func == (lhs: ContrastPair, rhs: ContrastPair) -> Bool {
        (lhs.foreground, lhs.background, lhs.level) == (rhs.foreground, rhs.background, rhs.level)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(foreground)
        hasher.combine(background)
        hasher.combine(level)
    }

    public static func < (lhs: ContrastPair, rhs: ContrastPair) -> Bool {
        (lhs.foreground, lhs.background, lhs.level.rawValue) < (rhs.foreground, rhs.background, rhs.level.rawValue)
    }

    /// The pairs declared in one mode's tokens, and the problems in those declarations.
    static func declared(in tokens: [String: ResolvedToken]) -> (pairs: [ContrastPair], problems: [TokenProblem]) {
        var pairs: [ContrastPair] = []
        var problems: [TokenProblem] = []
        for path in tokens.keys.sorted() {
            let token = tokens[path]!
            guard let declaration = token.metadata.pixelproofExtension("contrast") else { continue }
            func problem(_ kind: TokenProblem.Kind, _ message: String) {
                problems.append(TokenProblem(kind, path: path, file: token.metadata.file, line: declaration.line, message: message))
            }
            let levels = Level.allCases.map(\.rawValue).joined(separator: ", ")
            guard let backgrounds = declaration["on"]?.array, let levelName = declaration["level"]?.string else {
                problem(.invalidFile, "a contrast declaration needs \"on\": [background paths] and \"level\": one of \(levels)")
                continue
            }
            guard let level = Level(rawValue: levelName) else {
                problem(.invalidFile, "contrast level \"\(levelName)\" is not one of \(levels)")
                continue
            }
            guard token.type == .color else {
                problem(.wrongType, "only color tokens can declare contrast pairs; this is a \(token.type.rawValue)")
                continue
            }
            for node in backgrounds {
                guard let background = node.string else {
                    problem(.invalidFile, "contrast background \(node.brief) must be a token path")
                    continue
                }
                guard let target = tokens[background] else {
                    problem(.brokenAlias, "contrast background \(background) points to no token; define it or fix the path")
                    continue
                }
                guard case .color(let color) = target.value else {
                    problem(.wrongType, "contrast background \(background) is a \(target.type.rawValue) token, not a color")
                    continue
                }
                guard color.isOpaque else {
                    problem(.wrongType, "contrast background \(background) is translucent (\(color.hexString)); contrast is only defined on an opaque background")
                    continue
                }
                pairs.append(ContrastPair(foreground: path, background: background, level: level, source: .extensions(file: token.metadata.file, line: declaration.line)))
            }
        }
        return (pairs, problems)
    }
}
