/// A JSON value as the token files need it: object members keep the order they were written in,
/// and every value remembers the line it starts on, so errors can say where they are.
///
/// ```swift
/// let node = try JSONParser.parse("{\n  \"a\": 1\n}", file: "a.json")
/// node.object?.first?.value.line    // 2
/// ```
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
}

/// A JSON value and the 1-based line its first character is on.
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    public var line: Int

    public init(_ value: JSONValue, line: Int = 0) {
        self.value = value
        self.line = line
    }

    /// The members of an object in written order, or `nil` for any other value.
    public var object: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    public var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// The value of the object member named `key` (objects never hold duplicate keys here).
    public subscript(key: String) -> JSONNode? {
        object?.first(where: { $0.key == key })?.value
    }

    /// A short rendering for error messages: strings quoted, containers abbreviated.
    public var brief: String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONWriter.format(number)
        case .string(let text): return "\"" + text + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of a JSON object, with the line the key is on.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var line: Int
    public var value: JSONNode

    public init(key: String, line: Int = 0, value: JSONNode) {
        self.key = key
        self.line = line
        self.value = value
    }
}
