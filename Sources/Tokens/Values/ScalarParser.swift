/// Reads the single-value types (Format 2025.10 § "Types"): `dimension`, `number`, `fontFamily`,
/// `fontWeight`, `duration`, `cubicBezier`. The pre-2025.10 strings `"16px"` and `"200ms"` are
/// read with a warning that gives the 2025.10 spelling.
enum ScalarParser {
    static func dimension(_ node: JSONNode, context: ValueContext) throws(ValueError) -> Dimension {
        let expected = "expected {\"value\": 16, \"unit\": \"px\"} (units px, rem)"
        if let text = node.string {
            var parsed: Dimension?
            if text == "0" { parsed = Dimension(value: 0, unit: .px) }
            for unit in [Dimension.Unit.px, .rem] where parsed == nil && text.hasSuffix(unit.rawValue) {
                if let value = Double(text.dropLast(unit.rawValue.count)), value.isFinite { parsed = Dimension(value: value, unit: unit) }
            }
            guard let parsed else { throw .wrongType("\(node.brief) is not a dimension; \(expected)") }
            context.warn("dimension \(node.brief) is the pre-2025.10 string form; write {\"value\": \(JSONWriter.format(parsed.value)), \"unit\": \"\(parsed.unit.rawValue)\"}")
            return parsed
        }
        guard node.object != nil, let valueNode = node["value"] else {
            throw .wrongType("\(node.brief) is not a dimension; \(expected)")
        }
        try ValueMembers.allow(["value", "unit"], in: node, for: "a dimension")
        guard case .number(let value) = try context.resolve(valueNode, .number) else {
            throw .wrongType("dimension value \(valueNode.brief) is not a number")
        }
        guard let unitName = node["unit"]?.string, let unit = Dimension.Unit(rawValue: unitName) else {
            throw .wrongType("dimension unit \(node["unit"]?.brief ?? "(missing)") is not supported; use \"px\" or \"rem\"")
        }
        return Dimension(value: value, unit: unit)
    }

    static func number(_ node: JSONNode) throws(ValueError) -> Double {
        guard let number = node.number else { throw .wrongType("\(node.brief) is not a number") }
        return number
    }

    static func fontFamily(_ node: JSONNode) throws(ValueError) -> [String] {
        if let name = node.string { return [name] }
        if let items = node.array, !items.isEmpty {
            var names: [String] = []
            for item in items {
                guard let name = item.string else { throw .wrongType("font family \(item.brief) is not a string") }
                names.append(name)
            }
            return names
        }
        throw .wrongType("\(node.brief) is not a font family; expected a name or an array of names")
    }

    /// The named weights of the format, lower-case, hyphenated.
    static let namedWeights: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    static func fontWeight(_ node: JSONNode) throws(ValueError) -> Int {
        if let number = node.number {
            guard number == number.rounded(), (1...1000).contains(number) else { throw .wrongType("font weight \(node.brief) must be a whole number from 1 to 1000") }
            return Int(number)
        }
        if let name = node.string, let weight = namedWeights[name] { return weight }
        throw .wrongType("\(node.brief) is not a font weight; use 1…1000 or a name such as \"regular\", \"semi-bold\", \"bold\"")
    }

    /// Milliseconds, from `{"value": 200, "unit": "ms"}`, `{"value": 0.2, "unit": "s"}` or `"200ms"`.
    static func duration(_ node: JSONNode, context: ValueContext) throws(ValueError) -> Double {
        let expected = "expected {\"value\": 200, \"unit\": \"ms\"} (units ms, s)"
        var value: Double?, unit: String?
        if let text = node.string {
            unit = text.hasSuffix("ms") ? "ms" : text.hasSuffix("s") ? "s" : nil
            value = unit.flatMap { Double(text.dropLast($0.count)) }
            if let value, value.isFinite, let unit {
                context.warn("duration \(node.brief) is the pre-2025.10 string form; write {\"value\": \(JSONWriter.format(value)), \"unit\": \"\(unit)\"}")
            }
        } else if let valueNode = node["value"] {
            try ValueMembers.allow(["value", "unit"], in: node, for: "a duration")
            if case .number(let number)? = try? context.resolve(valueNode, .number) { value = number }
            unit = node["unit"]?.string
        }
        guard let value, value.isFinite, let unit, unit == "ms" || unit == "s" else { throw .wrongType("\(node.brief) is not a duration; \(expected)") }
        return unit == "s" ? value * 1000 : value
    }

    /// `[x1, y1, x2, y2]`, x in 0…1 (Format 2025.10 § "Cubic Bézier"); elements may be aliases to numbers.
    static func cubicBezier(_ node: JSONNode, context: ValueContext) throws(ValueError) -> CubicBezier {
        guard let items = node.array, items.count == 4 else {
            throw .wrongType("\(node.brief) is not a cubicBezier; expected [x1, y1, x2, y2] such as [0.5, 0, 1, 1]")
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let value: TokenValue
            do { value = try context.resolve(item, .number) } catch { throw error.inField("[\(index)]") }
            guard case .number(let number) = value else { throw .wrongType("cubicBezier element \(item.brief) is not a number") }
            numbers.append(number)
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            throw .wrongType("cubicBezier x coordinates (first and third numbers) must be from 0 to 1, found \(JSONWriter.format(numbers[0])) and \(JSONWriter.format(numbers[2]))")
        }
        return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}
