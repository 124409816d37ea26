/// Why a `$value` could not be read: the problem kind and a message naming what was expected.
struct ValueError: Error {
    var kind: TokenProblem.Kind
    var message: String

    static func wrongType(_ message: String) -> ValueError { ValueError(kind: .wrongType, message: message) }

    /// The same error reported for one field of a composite (`fontSize: …`).
    func inField(_ field: String) -> ValueError { ValueError(kind: kind, message: "\(field): \(message)") }
}

/// Follows an alias inside a composite value to a resolved value of the expected type.
typealias FieldResolver = (_ node: JSONNode, _ expected: TokenType) throws(ValueError) -> TokenValue
