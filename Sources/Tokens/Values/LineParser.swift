/// Reads the line types: `strokeStyle` (Format 2025.10 § "Stroke style") and `border` (§ "Border").
enum LineParser {
    static func strokeStyle(_ node: JSONNode, context: ValueContext) throws(ValueError) -> StrokePattern {
        let names = StrokePattern.Name.allCases.map(\.rawValue).joined(separator: ", ")
        if let text = node.string {
            guard let name = StrokePattern.Name(rawValue: text) else {
                throw .wrongType("strokeStyle \(node.brief) is not one of \(names), nor an object {\"dashArray\": [...], \"lineCap\": \"round\"}")
            }
            return .named(name)
        }
        guard node.object != nil, let dashes = node["dashArray"]?.array, !dashes.isEmpty else {
            throw .wrongType("\(node.brief) is not a strokeStyle; expected one of \(names) or {\"dashArray\": [dimensions], \"lineCap\": \"round\" | \"butt\" | \"square\"}")
        }
        try ValueMembers.allow(["dashArray", "lineCap"], in: node, for: "a strokeStyle")
        var lengths: [Double] = []
        for (index, dash) in dashes.enumerated() {
            let value: TokenValue
            do { value = try context.resolve(dash, .dimension) } catch { throw error.inField("dashArray[\(index)]") }
            guard case .dimension(let length) = value else { throw .wrongType("dashArray[\(index)] is not a dimension") }
            lengths.append(length.points)
        }
        guard let capNode = node["lineCap"] else { throw .wrongType("missing field \"lineCap\" (\"round\", \"butt\" or \"square\")") }
        switch capNode.string {
        case "round": return .dashes(lengths, cap: .round)
        case "butt": return .dashes(lengths, cap: .butt)
        case "square": return .dashes(lengths, cap: .square)
        default: throw .wrongType("lineCap \(capNode.brief) must be \"round\", \"butt\" or \"square\"")
        }
    }

    static func border(_ node: JSONNode, context: ValueContext) throws(ValueError) -> Border {
        guard node.object != nil else {
            throw .wrongType("\(node.brief) is not a border; expected an object with color, width, style")
        }
        try ValueMembers.allow(["color", "width", "style"], in: node, for: "a border")
        guard case .color(let color) = try context.field(node, "color", .color),
              case .dimension(let width) = try context.field(node, "width", .dimension),
              case .strokeStyle(let style) = try context.field(node, "style", .strokeStyle) else {
            throw .wrongType("border fields have the wrong types")
        }
        return Border(color: color, width: width.points, style: style)
    }
}
