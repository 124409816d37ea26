/// Writes `JSONNode`s as pretty-printed JSON: two-space indent, members in their stored order,
/// numbers in their shortest exact form. The output is a pure function of the value, so written
/// token files are byte-stable.
///
/// ```swift
/// let text = JSONWriter.write(JSONNode(.object([JSONMember(key: "a", value: JSONNode(.number(1)))])))
/// // "{\n  \"a\": 1\n}\n"
/// ```
public enum JSONWriter {
    public static func write(_ node: JSONNode) -> String {
        var output = ""
        append(node.value, indent: "", to: &output)
        output += "\n"
        return output
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var output = ""
        appendString(text, to: &output)
        return output
    }

    /// Integers without a fraction (`16`), anything else in Swift's shortest round-trip form.
    public static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }

    private static func append(_ value: JSONValue, indent: String, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .string(let text): appendString(text, to: &output)
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                output += "["
                for (position, item) in items.enumerated() {
                    if position > 0 { output += ", " }
                    append(item.value, indent: indent, to: &output)
                }
                output += "]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (position, item) in items.enumerated() {
                output += inner
                append(item.value, indent: inner, to: &output)
                output += position == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            let inner = indent + "  "
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += inner
                appendString(member.key, to: &output)
                output += ": "
                append(member.value.value, indent: inner, to: &output)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONNode {
    var isScalar: Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }
}
