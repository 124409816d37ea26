/// Reads the single-value types: `dimension`, `number`, `fontFamily`, `fontWeight`, `duration`.
enum ScalarParser {
    static func dimension(_ node: JSONNode) throws(ValueError) -> Dimension {
        let expected = "expected {\"value\": 16, \"unit\": \"px\"} or \"16px\" (units px, rem)"
        if let text = node.string {
            if text == "0" { return Dimension(value: 0, unit: .px) }
            for unit in [Dimension.Unit.px, .rem] where text.hasSuffix(unit.rawValue) {
                if let value = Double(text.dropLast(unit.rawValue.count)), value.isFinite { return Dimension(value: value, unit: unit) }
            }
            throw .wrongType("\(node.brief) is not a dimension; \(expected)")
        }
        guard node.object != nil, let value = node["value"]?.number else {
            throw .wrongType("\(node.brief) is not a dimension; \(expected)")
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
    static func duration(_ node: JSONNode) throws(ValueError) -> Double {
        let expected = "expected {\"value\": 200, \"unit\": \"ms\"} or \"200ms\" (units ms, s)"
        let value: Double?, unit: String?
        if let text = node.string {
            unit = text.hasSuffix("ms") ? "ms" : text.hasSuffix("s") ? "s" : nil
            value = unit.flatMap { Double(text.dropLast($0.count)) }
        } else {
            value = node["value"]?.number
            unit = node["unit"]?.string
        }
        guard let value, value.isFinite, let unit, unit == "ms" || unit == "s" else { throw .wrongType("\(node.brief) is not a duration; \(expected)") }
        return unit == "s" ? value * 1000 : value
    }
}
