import Foundation

/// A pairs file: the contrast pairs of a token set written beside it rather than in its
/// `$extensions`, for sets one does not own (a published design system) or does not want to
/// annotate.
///
/// ```json
/// { "pairs": [
///     { "foreground": "color.text.default.default",
///       "background": ["color.background.default.default", "color.background.default.secondary"],
///       "level": "text" },
///     { "foreground": ["fgColor.onEmphasis"], "background": "bgColor.accent.emphasis",
///       "level": "text", "modes": ["dark", "dark-dimmed"] } ] }
/// ```
///
/// `foreground` and `background` are a token path or an array of them (every foreground is
/// checked on every background); `level` is `text` (4.5), `large-text` (3), `ui` (3) or `aaa` (7);
/// `modes`, optional, limits the entry to those modes (default: every mode). Every problem is
/// reported at once with the file and line: unknown keys, paths that no mode defines, tokens
/// that are not colours, unknown modes.
public struct ContrastPairsFile: Sendable {
    public let pairs: [ContrastPair]

    /// Reads and checks the file at `url` against `set`; `name` is how messages refer to it.
    public static func read(url: URL, name: String, set: TokenSet) throws(TokenValidationError) -> ContrastPairsFile {
        let root: JSONNode
        do {
            try JSONParser.checkSize(ofFileAt: url, file: name)
            guard let data = try? Data(contentsOf: url) else {
                throw TokenValidationError(problems: [TokenProblem(.invalidFile, path: "", file: name, line: 0, message: "cannot read the pairs file (\(url.path)); check that it exists")])
            }
            root = try JSONParser.parse([UInt8](data), file: name)
        } catch let error as TokenValidationError {
            throw error
        } catch let error as JSONSyntaxError {
            throw TokenValidationError(problems: [TokenProblem(.invalidFile, path: "", file: name, line: error.line, message: "invalid JSON: \(error.message)")])
        } catch {
            throw TokenValidationError(problems: [TokenProblem(.invalidFile, path: "", file: name, line: 0, message: "\(error)")])
        }
        return try read(json: root, file: name, set: set)
    }

    static func read(json root: JSONNode, file: String, set: TokenSet) throws(TokenValidationError) -> ContrastPairsFile {
        var problems: [TokenProblem] = []
        func problem(_ line: Int, path: String = "", _ message: String) {
            problems.append(TokenProblem(.invalidFile, path: path, file: file, line: line, message: message))
        }
        let shape = "a pairs file is {\"pairs\": [{\"foreground\": PATH or [PATHS], \"background\": PATH or [PATHS], \"level\": LEVEL, \"modes\": [MODES] (optional)}]}"
        guard let members = root.object, let entries = root["pairs"]?.array else {
            problem(root.line, shape)
            throw TokenValidationError(problems: problems)
        }
        for member in members where member.key != "pairs" && member.key != "$schema" && member.key != "$description" {
            problem(member.line, "unknown key \"\(member.key)\"; \(shape)")
        }
        let levels = ContrastPair.Level.allCases.map(\.rawValue).joined(separator: ", ")
        var pairs: [ContrastPair] = []
        for entry in entries {
            guard let fields = entry.object else {
                problem(entry.line, "a pair must be an object, found \(entry.brief); \(shape)")
                continue
            }
            for field in fields where !["foreground", "background", "level", "modes", "$description"].contains(field.key) {
                problem(field.line, "unknown key \"\(field.key)\" in a pair; the keys are foreground, background, level, modes")
            }
            func paths(_ key: String) -> [String]? {
                guard let node = entry[key] else {
                    problem(entry.line, "this pair has no \"\(key)\"; give a token path or an array of them")
                    return nil
                }
                if let path = node.string { return [path] }
                if let items = node.array, !items.isEmpty, items.allSatisfy({ $0.string != nil }) { return items.map { $0.string! } }
                problem(node.line, "\"\(key)\" must be a token path or a non-empty array of them, found \(node.brief)")
                return nil
            }
            let foregrounds = paths("foreground")
            let backgrounds = paths("background")
            var level: ContrastPair.Level?
            if let node = entry["level"] {
                if let name = node.string, let known = ContrastPair.Level(rawValue: name) {
                    level = known
                } else {
                    problem(node.line, "level \(node.brief) is not one of \(levels)")
                }
            } else {
                problem(entry.line, "this pair has no \"level\"; give one of \(levels)")
            }
            var modes: [String]?
            if let node = entry["modes"] {
                if let items = node.array, !items.isEmpty, items.allSatisfy({ $0.string != nil }) {
                    modes = items.map { $0.string! }
                    for mode in modes! where !set.modes.contains(mode) {
                        problem(node.line, "unknown mode \"\(mode)\"; modes are: \(set.modes.joined(separator: ", "))")
                    }
                } else {
                    problem(node.line, "\"modes\" must be a non-empty array of mode names, found \(node.brief)")
                }
            }
            guard let foregrounds, let backgrounds else { continue }
            let knownModes = modes?.filter(set.modes.contains) ?? []
            let checkedModes = knownModes.isEmpty ? set.modes : knownModes
            var usable = level != nil
            for path in Set(foregrounds + backgrounds).sorted() {
                let found = checkedModes.compactMap { try? set.resolved(mode: $0).token(path) }
                if found.isEmpty {
                    problem(entry.line, path: path, "no mode defines this token; fix the path (pairs name tokens as color.text.primary)")
                    usable = false
                } else if let other = found.first(where: { $0.type != .color }) {
                    problem(entry.line, path: path, "a contrast pair needs color tokens; this is a \(other.type.rawValue)")
                    usable = false
                }
            }
            guard usable, let level else { continue }
            for foreground in foregrounds {
                for background in backgrounds {
                    pairs.append(ContrastPair(foreground: foreground, background: background, level: level, source: .pairsFile(file: file, line: entry.line), modes: modes))
                }
            }
        }
        guard problems.isEmpty else { throw TokenValidationError(problems: problems) }
        return ContrastPairsFile(pairs: pairs)
    }
}
