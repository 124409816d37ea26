import BitmapText
import Raster
import Tokens

/// A stable, diff-friendly text form of a laid-out tree: one view per line, indented by depth,
/// with its frame in points and its details (text, identifiers, settings, resolved colours and
/// token paths), then the tokens the layout read. Numbers print without locale and without
/// trailing zeros, so the same layout always prints the same bytes.
///
/// ```text
/// Root (0, 0) 390×88 · size: width 390 · scheme: light · dynamicType: large
///   Padding (0, 0) 390×88 · insets: 16 16 16 16 · tokens: space.lg
///     Text (16, 16) 99×22 · text: "Weekly report" · font: body 17/22 regular · color: #0B0B0F {text.primary}
/// tokens read: space.lg, text.primary
/// ```
public enum TextDump {
    public static func dump(_ result: LayoutResult) -> String {
        var lines: [String] = []
        append(result.root, depth: 0, to: &lines)
        lines.append("tokens read: " + (result.tokensRead.isEmpty ? "none" : result.tokensRead.joined(separator: ", ")))
        for problem in result.problems {
            lines.append("problem: \(problem)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ view: LaidOutView, depth: Int, to lines: inout [String]) {
        let frame = view.frame
        var line = String(repeating: "  ", count: depth) + "\(view.kind) (\(formatPoints(frame.minX)), \(formatPoints(frame.minY))) \(formatPoints(frame.width))×\(formatPoints(frame.height))"
        for detail in view.details {
            line += " · \(detail.name): " + (quotedDetails.contains(detail.name) ? quoted(detail.value) : detail.value)
        }
        for effect in view.effects {
            if case .compositingGroup = effect { line += " · compositingGroup" }
        }
        lines.append(line)
        for child in view.children {
            append(child, depth: depth + 1, to: &lines)
        }
    }

    /// Details holding free text, printed in quotes with escapes.
    private static let quotedDetails: Set<String> = ["text", "placeholder", "label", "value", "hint", "action", "inputLabels"]

    private static func quoted(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}

extension LayoutResult {
    /// The text dump of this layout (see `TextDump`).
    public var textDump: String { TextDump.dump(self) }
}
