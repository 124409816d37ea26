/// Why a `$value` could not be read: the problem kind and a message naming what was expected.
///
/// An error with a `rootCause` is a follow-on: the value names a token that is itself invalid.
/// It is never printed on its own; the root cause's problem says which tokens were skipped.
struct ValueError: Error {
    var kind: TokenProblem.Kind
    var message: String
    /// The invalid token this failure follows from, for follow-on errors.
    var rootCause: String?

    static func wrongType(_ message: String) -> ValueError { ValueError(kind: .wrongType, message: message) }

    /// A value that cannot be read because the token it names, `path`, is invalid.
    static func dependsOn(_ path: String) -> ValueError { ValueError(kind: .brokenAlias, message: "", rootCause: path) }

    /// The same error reported for one field of a composite (`fontSize: …`); follow-ons stay silent.
    func inField(_ field: String) -> ValueError {
        rootCause == nil ? ValueError(kind: kind, message: "\(field): \(message)") : self
    }
}

/// Reads one field of a composite, or one element of an array, as a value of the expected type:
/// follows an alias (`"{font.size.body}"`) or a JSON Pointer (`{"$ref": "#/…"}`), or parses a literal.
typealias FieldResolver = (_ node: JSONNode, _ expected: TokenType) throws(ValueError) -> TokenValue

/// What a value parser needs besides the JSON: the token's metadata, how to read fields, and
/// where to send warnings (old spellings that 2025.10 writes differently).
struct ValueContext {
    var metadata: TokenMetadata
    var resolve: FieldResolver
    var warn: (String) -> Void

    /// The member `name` of the object `node`, read as `type`; a missing field is an error.
    func field(_ node: JSONNode, _ name: String, _ type: TokenType) throws(ValueError) -> TokenValue {
        guard let value = node[name] else { throw .wrongType("missing field \"\(name)\" (\(type.rawValue))") }
        do {
            return try resolve(value, type)
        } catch {
            throw error.inField(name)
        }
    }
}
