import Foundation

/// What to lint and how, from the package's `.pixelproof-lint` file (format in `docs/lint.md`):
///
/// ```
/// # folders to lint (default: Sources, or the whole folder when there is none)
/// include = Sources
/// # never read
/// exclude = Sources/Generated
/// # token, style and theme folders: raw values allowed, rules 1, 3 and 4 off
/// styles = Sources/App/Theme
/// # the token set fixes are named from (a folder, a *.resolver.json or *.tokens.json)
/// tokens = Tokens/app.resolver.json
/// # where the bundled fonts are (default: every .ttf/.otf/.ttc in the package)
/// fonts = Resources/Fonts
/// # a font the platform ships, so it needs no file (rule 5)
/// known-font = CourierNewPS-BoldMT
/// ```
///
/// Every key may repeat. A pattern with a `/` inside is a path from the package root (it
/// matches that file or folder and everything under it); a single name matches any folder of
/// that name at any depth. Naming any `styles` replaces the default style folders
/// (`DesignSystem`, `Tokens`, `Theme`, `Themes`, `Style`, `Styles`, the seed's list).
public struct LintConfiguration: Sendable, Equatable {
    public static let fileName = ".pixelproof-lint"
    public static let defaultStyles = ["DesignSystem", "Tokens", "Theme", "Themes", "Style", "Styles"]

    public var include: [String] = []
    public var exclude: [String] = []
    public var styles: [String] = LintConfiguration.defaultStyles
    public var tokens: [String] = []
    public var fonts: [String] = []
    /// Font names available without bundling (fonts the platform ships), for rule 5.
    public var knownFonts: [String] = []

    public init() {}

    /// Parses the file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(LintError) -> LintConfiguration {
        var configuration = LintConfiguration()
        var stylesGiven = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw .configuration(file: file, line: offset + 1, message: "expected 'key = value', found '\(trimmed)'")
            }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else {
                throw .configuration(file: file, line: offset + 1, message: "'\(key)' has no value")
            }
            let pattern = value.hasSuffix("/") && value.count > 1 ? String(value.dropLast()) : value
            switch key {
            case "include": configuration.include.append(pattern)
            case "exclude": configuration.exclude.append(pattern)
            case "styles":
                if !stylesGiven { configuration.styles = [] }
                stylesGiven = true
                configuration.styles.append(pattern)
            case "tokens": configuration.tokens.append(pattern)
            case "fonts": configuration.fonts.append(pattern)
            case "known-font": configuration.knownFonts.append(value)
            default:
                throw .configuration(file: file, line: offset + 1,
                                     message: "unknown key '\(key)'; keys are include, exclude, styles, tokens, fonts, known-font")
            }
        }
        return configuration
    }

    /// The configuration at `url`, or the defaults when `url` is `nil`.
    public static func load(_ url: URL?) throws(LintError) -> LintConfiguration {
        guard let url else { return LintConfiguration() }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: url.path, reason: "\(error.localizedDescription)")
        }
        return try parse(text, file: url.lastPathComponent)
    }

    /// Whether `path` (relative to the package root, `/`-separated) is `pattern` or lies under it.
    public static func matches(_ path: String, pattern: String) -> Bool {
        if pattern.contains("/") {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        return path.split(separator: "/").dropLast().contains { $0 == pattern } || path == pattern
    }

    public func isExcluded(_ path: String) -> Bool { exclude.contains { Self.matches(path, pattern: $0) } }
    public func isStyleFolder(_ path: String) -> Bool { styles.contains { Self.matches(path, pattern: $0) } }
}
