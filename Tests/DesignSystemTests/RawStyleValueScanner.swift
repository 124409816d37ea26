import Foundation

/// Finds style values written by hand in component code, the seeds' "design debt": hex colours
/// and fixed colours, numeric padding, spacing, sizes, radii and font sizes, system fonts and
/// colours, and case or tracking set at a call site. Tokens are the only allowed source; `0` is
/// allowed wherever a length is (the seeds' rule 1).
///
/// Comments are skipped; string contents are checked only for hex colours.
///
/// ```swift
/// RawStyleValueScanner.scan(source: "Text(\"Hi\").padding(16)", file: "Hi.swift")
/// // [Finding(file: "Hi.swift", line: 1, rule: .numericLength, text: "Text(\"Hi\").padding(16)")]
/// ```
enum RawStyleValueScanner {
    enum Rule: String, CaseIterable {
        case hexColor = "hex colour"
        case fixedColor = "fixed or system colour"
        case numericLength = "numeric padding, spacing, size or radius"
        case systemFont = "system font or font size"
        case callSiteCase = "call-site case or tracking"
    }

    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: Rule
        var text: String

        var description: String { "\(file):\(line): \(rule.rawValue): \(text)" }
    }

    private static let systemColors = "red|orange|yellow|green|mint|teal|cyan|blue|indigo|purple|pink|brown|gray|grey|black|white|primary|secondary|tertiary|separator|accentColor"
    private static let lengthLabels = "spacing|cornerRadius|width|height|minWidth|idealWidth|maxWidth|minHeight|idealHeight|maxHeight|lineWidth|minLength|radius|x|y"

    private static let fixedColorPattern: String = #"Color\(\s*(red|white|hue|hex|light)\s*:|RGBA8\(|Color\.("# + systemColors
        + #")\b|(foregroundStyle|fill|background|stroke|strokeBorder|tint)\(\s*\.("# + systemColors + #")\b"#
    private static let number: String = #"-?(0*[1-9]\d*(\.\d+)?|0?\.\d*[1-9])\b"#
    private static let lengthPattern: String = #"\.padding\(\s*\)|\.padding\(\s*(\.[a-zA-Z]+\s*,\s*|\[[^\]]*\]\s*,\s*)?"# + number
        + #"|\b("# + lengthLabels + #")\s*:\s*"# + number + #"|\.(cornerRadius|lineSpacing|offset)\(\s*-?[1-9]"#
    private static let fontPattern: String = #"\.font\(\s*\.(largeTitle|title|title2|title3|headline|body|callout|subheadline|footnote|caption|caption2|system|custom)\b|Font\.(system|custom)\(|\bsize\s*:\s*\d"#
    private static let casePattern: String = #"\.(textCase|tracking|kerning)\(|\\\.(textCase|tracking)\b|\.(uppercased|lowercased)\(\)|\.capitalized\b"#

    private static let patterns: [(Rule, NSRegularExpression)] = [
        (Rule.fixedColor, fixedColorPattern), (Rule.numericLength, lengthPattern), (Rule.systemFont, fontPattern), (Rule.callSiteCase, casePattern),
    ].map { rule, pattern in (rule, try! NSRegularExpression(pattern: pattern)) }

    private static let hexColor = try! NSRegularExpression(pattern: #"#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?\b|#[0-9A-Fa-f]{3}\b|0x[0-9A-Fa-f]{6}\b"#)

    /// Every finding in `source`, in line order.
    static func scan(source: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let code = withoutComment(line)
            if matches(hexColor, code) {
                findings.append(Finding(file: file, line: index + 1, rule: .hexColor, text: line.trimmingCharacters(in: .whitespaces)))
            }
            let bare = withoutStringContents(code)
            for (rule, pattern) in patterns where matches(pattern, bare) {
                findings.append(Finding(file: file, line: index + 1, rule: rule, text: line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return findings
    }

    /// Every finding in the `.swift` files under `folder`, skipping folders named in `excluding`,
    /// in path order; files are named relative to `folder`.
    static func scan(folder: URL, excluding excluded: Set<String>) throws -> [Finding] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .map { $0.standardizedFileURL.path }
            .sorted()
        let prefix = folder.standardizedFileURL.path + "/"
        var findings: [Finding] = []
        for path in files {
            let relative = String(path.dropFirst(prefix.count))
            if let top = relative.split(separator: "/").first, excluded.contains(String(top)) { continue }
            findings += scan(source: try String(contentsOfFile: path, encoding: .utf8), file: relative)
        }
        return findings
    }

    private static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The line up to a `//` comment that is not inside a string literal.
    private static func withoutComment(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                return result
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The line with the contents of string literals removed (`"…"` becomes `""`).
    private static func withoutStringContents(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" && previous != "\\" {
                inString.toggle()
                result.append(character)
            } else if !inString {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
