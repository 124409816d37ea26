/// A foreground token that must stay legible on a background token, with the minimum ratio,
/// declared on the foreground token:
///
/// ```json
/// "primary": { "$value": "{palette.neutral.900}",
///   "$extensions": { "dev.pixelproof": { "contrast": { "on": ["color.bg.canvas", "color.bg.surface"], "level": "text" } } } }
/// ```
///
/// Levels: `text` 4.5 (WCAG AA), `large-text` 3, `ui` 3 (non-text parts: borders, focus rings),
/// `aaa` 7.
public struct ContrastPair: Hashable, Comparable, Sendable {
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

    public init(foreground: String, background: String, level: Level) {
        self.foreground = foreground
        self.background = background
        self.level = level
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
                pairs.append(ContrastPair(foreground: path, background: background, level: level))
            }
        }
        return (pairs, problems)
    }
}
