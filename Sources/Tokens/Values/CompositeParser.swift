/// Reads the composite types `typography` and `shadow`, whose fields may be literals or aliases
/// (`"fontSize": "{font.size.body}"`), resolved through `FieldResolver`.
enum CompositeParser {
    static func typography(_ node: JSONNode, metadata: TokenMetadata, resolve: FieldResolver) throws(ValueError) -> Typography {
        guard node.object != nil else {
            throw .wrongType("\(node.brief) is not a typography value; expected an object with fontFamily, fontSize, fontWeight, lineHeight, letterSpacing")
        }
        let families: [String]
        if case .fontFamily(let names) = try field(node, "fontFamily", .fontFamily, resolve) { families = names } else { families = [] }
        guard case .dimension(let size) = try field(node, "fontSize", .dimension, resolve),
              case .fontWeight(let weight) = try field(node, "fontWeight", .fontWeight, resolve),
              case .number(let ratio) = try field(node, "lineHeight", .number, resolve) else {
            throw .wrongType("typography fields have the wrong types")
        }
        var spacing = 0.0
        if node["letterSpacing"] != nil, case .dimension(let letterSpacing) = try field(node, "letterSpacing", .dimension, resolve) {
            spacing = letterSpacing.points
        }
        var textCase: Typography.Case?
        if let caseNode = metadata.pixelproofExtension("textCase") {
            guard let name = caseNode.string, let parsed = Typography.Case(rawValue: name) else {
                throw .wrongType("$extensions.\(TokenMetadata.extensionNamespace).textCase \(caseNode.brief) must be \"uppercase\" or \"lowercase\"")
            }
            textCase = parsed
        }
        let lineHeight = (size.points * ratio * 100).rounded() / 100
        return Typography(families: families, size: size.points, weight: weight, lineHeight: lineHeight, letterSpacing: spacing, textCase: textCase)
    }

    static func shadow(_ node: JSONNode, resolve: FieldResolver) throws(ValueError) -> [Shadow] {
        if let layers = node.array {
            guard !layers.isEmpty else { throw .wrongType("a shadow array needs at least one layer") }
            var shadows: [Shadow] = []
            for layer in layers { shadows.append(try shadowLayer(layer, resolve: resolve)) }
            return shadows
        }
        return [try shadowLayer(node, resolve: resolve)]
    }

    private static func shadowLayer(_ node: JSONNode, resolve: FieldResolver) throws(ValueError) -> Shadow {
        guard node.object != nil else {
            throw .wrongType("\(node.brief) is not a shadow; expected an object with color, offsetX, offsetY, blur, spread")
        }
        guard case .color(let color) = try field(node, "color", .color, resolve) else { throw .wrongType("shadow color has the wrong type") }
        var lengths: [Double] = []
        for name in ["offsetX", "offsetY", "blur", "spread"] {
            if name == "spread" && node[name] == nil { lengths.append(0); continue }
            guard case .dimension(let length) = try field(node, name, .dimension, resolve) else { throw .wrongType("shadow \(name) has the wrong type") }
            lengths.append(length.points)
        }
        var inset = false
        if let insetNode = node["inset"] {
            guard case .bool(let flag) = insetNode.value else { throw ValueError.wrongType("\(insetNode.brief) is not true or false").inField("inset") }
            inset = flag
        }
        return Shadow(color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths[2], spread: lengths[3], inset: inset)
    }

    private static func field(_ node: JSONNode, _ name: String, _ type: TokenType, _ resolve: FieldResolver) throws(ValueError) -> TokenValue {
        guard let value = node[name] else { throw .wrongType("missing field \"\(name)\" (\(type.rawValue))") }
        do {
            return try resolve(value, type)
        } catch {
            throw error.inField(name)
        }
    }
}
