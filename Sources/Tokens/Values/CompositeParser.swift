import Raster

/// Reads the composite types `typography`, `shadow`, `gradient` and `transition` (Format 2025.10
/// § "Composite types"), whose fields may be literals, aliases (`"fontSize": "{font.size.body}"`) or JSON
/// Pointers, read through `ValueContext.field`.
enum CompositeParser {
    /// § "Typography": all five of fontFamily, fontSize, fontWeight, letterSpacing and lineHeight are required.
    static func typography(_ node: JSONNode, context: ValueContext) throws(ValueError) -> Typography {
        guard node.object != nil else {
            throw .wrongType("\(node.brief) is not a typography value; expected an object with fontFamily, fontSize, fontWeight, letterSpacing, lineHeight")
        }
        try ValueMembers.allow(["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], in: node, for: "a typography value")
        let missing = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"].filter { node[$0] == nil }
        guard missing.isEmpty else {
            throw .wrongType("typography needs all five of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight; add \(missing.joined(separator: ", "))")
        }
        guard case .fontFamily(let families) = try context.field(node, "fontFamily", .fontFamily),
              case .dimension(let size) = try context.field(node, "fontSize", .dimension),
              case .fontWeight(let weight) = try context.field(node, "fontWeight", .fontWeight),
              case .dimension(let letterSpacing) = try context.field(node, "letterSpacing", .dimension),
              case .number(let ratio) = try context.field(node, "lineHeight", .number) else {
            throw .wrongType("typography fields have the wrong types")
        }
        var textCase: Typography.Case?
        if let caseNode = context.metadata.pixelproofExtension("textCase") {
            guard let name = caseNode.string, let parsed = Typography.Case(rawValue: name) else {
                throw .wrongType("$extensions.\(TokenMetadata.extensionNamespace).textCase \(caseNode.brief) must be \"uppercase\" or \"lowercase\"")
            }
            textCase = parsed
        }
        let lineHeight = (size.points * ratio * 100).rounded() / 100
        return Typography(families: families, size: size.points, weight: weight, lineHeight: lineHeight, letterSpacing: letterSpacing.points, textCase: textCase)
    }

    /// One layer, or an array whose elements are layers or aliases to shadow tokens (§ "Array aliasing in composite types"
    /// "Array aliasing"); an aliased token's layers take that element's place, in order.
    static func shadow(_ node: JSONNode, context: ValueContext) throws(ValueError) -> [Shadow] {
        guard let layers = node.array else { return [try shadowLayer(node, context: context)] }
        guard !layers.isEmpty else { throw .wrongType("a shadow array needs at least one layer") }
        var shadows: [Shadow] = []
        for (index, layer) in layers.enumerated() {
            if layer.array != nil { throw ValueError.wrongType("a shadow layer cannot be an array").inField("[\(index)]") }
            let value: TokenValue
            do { value = try context.resolve(layer, .shadow) } catch { throw error.inField("[\(index)]") }
            guard case .shadow(let resolved) = value else { throw ValueError.wrongType("is not a shadow").inField("[\(index)]") }
            shadows += resolved
        }
        return shadows
    }

    private static func shadowLayer(_ node: JSONNode, context: ValueContext) throws(ValueError) -> Shadow {
        guard node.object != nil else {
            throw .wrongType("\(node.brief) is not a shadow; expected an object with color, offsetX, offsetY, blur, spread")
        }
        try ValueMembers.allow(["color", "offsetX", "offsetY", "blur", "spread", "inset"], in: node, for: "a shadow")
        guard case .color(let color) = try context.field(node, "color", .color) else { throw .wrongType("shadow color has the wrong type") }
        var lengths: [Double] = []
        for name in ["offsetX", "offsetY", "blur", "spread"] {
            if name == "spread" && node[name] == nil { lengths.append(0); continue }
            guard case .dimension(let length) = try context.field(node, name, .dimension) else { throw .wrongType("shadow \(name) has the wrong type") }
            lengths.append(length.points)
        }
        var inset = false
        if let insetNode = node["inset"] {
            guard case .bool(let flag) = insetNode.value else { throw ValueError.wrongType("\(insetNode.brief) is not true or false").inField("inset") }
            inset = flag
        }
        return Shadow(color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths[2], spread: lengths[3], inset: inset)
    }

    /// § "Gradient": an array of `{color, position}` stops; positions outside 0…1 are clamped, as the
    /// format requires. An element may be an alias to a gradient token (§ "Array aliasing in composite types",
    /// the "gradient token using references" example); its stops take the element's place.
    static func gradient(_ node: JSONNode, context: ValueContext) throws(ValueError) -> [GradientStop] {
        guard let items = node.array, !items.isEmpty else {
            throw .wrongType("\(node.brief) is not a gradient; expected an array of {\"color\": …, \"position\": 0…1} stops")
        }
        var stops: [GradientStop] = []
        for (index, item) in items.enumerated() {
            do throws(ValueError) {
                if AliasReference(item) != nil {
                    guard case .gradient(let referenced) = try context.resolve(item, .gradient) else { throw .wrongType("is not a gradient") }
                    stops += referenced
                    continue
                }
                stops.append(try gradientStop(item, context: context))
            } catch {
                throw error.inField("[\(index)]")
            }
        }
        return stops
    }

    private static func gradientStop(_ item: JSONNode, context: ValueContext) throws(ValueError) -> GradientStop {
        guard item.object != nil else { throw .wrongType("\(item.brief) is not a stop; expected {\"color\": …, \"position\": 0…1}") }
        try ValueMembers.allow(["color", "position"], in: item, for: "a gradient stop")
        guard case .color(let color) = try context.field(item, "color", .color),
              case .number(let position) = try context.field(item, "position", .number) else {
            throw .wrongType("gradient stop fields have the wrong types")
        }
        return GradientStop(color, at: min(max(position, 0), 1))
    }

    /// § "Transition": duration, delay and timingFunction, all required.
    static func transition(_ node: JSONNode, context: ValueContext) throws(ValueError) -> TransitionTiming {
        guard node.object != nil else {
            throw .wrongType("\(node.brief) is not a transition; expected an object with duration, delay, timingFunction")
        }
        try ValueMembers.allow(["duration", "delay", "timingFunction"], in: node, for: "a transition")
        guard case .duration(let duration) = try context.field(node, "duration", .duration),
              case .duration(let delay) = try context.field(node, "delay", .duration),
              case .cubicBezier(let curve) = try context.field(node, "timingFunction", .cubicBezier) else {
            throw .wrongType("transition fields have the wrong types")
        }
        return TransitionTiming(duration: duration, delay: delay, timingFunction: curve)
    }
}
