import Raster

extension AccessibilityTree {
    /// The tree as text, one element per line in reading order: number, traits, quoted label,
    /// value, hint, identifier, actions and frame in points. The same tree always prints the
    /// same bytes.
    ///
    /// ```text
    /// 1 · isStaticText · "Wi-Fi" · (16, 12) 44×22
    /// 2 · isButton notEnabled · "Save" · hint: "Saves the draft" · (16, 50) 80×44
    /// ```
    public var text: String {
        guard !elements.isEmpty else { return "no accessibility elements\n" }
        return elements.enumerated().map { index, element in
            var fields = ["\(index + 1)", element.traitNames.isEmpty ? "-" : element.traitNames.joined(separator: " "), quoted(element.label)]
            if !element.value.isEmpty { fields.append("value: " + quoted(element.value)) }
            if !element.hint.isEmpty { fields.append("hint: " + quoted(element.hint)) }
            if let identifier = element.identifier { fields.append("id: " + identifier) }
            if !element.actions.isEmpty { fields.append("actions: " + element.actions.map(quoted).joined(separator: ", ")) }
            let frame = element.frame
            fields.append("(\(formatPoints(frame.minX)), \(formatPoints(frame.minY))) \(formatPoints(frame.width))×\(formatPoints(frame.height))")
            return fields.joined(separator: " · ")
        }.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String {
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
    /// The accessibility tree of this layout (see `AccessibilityTree`).
    public var accessibilityTree: AccessibilityTree { AccessibilityTree(self) }
}
