/// One axis of variation in a token set (the resolver's modifier): `theme` with contexts
/// `light` and `dark`. Files named `*.MODE.tokens.json` form one modifier called `mode`.
public struct TokenModifier: Equatable, Sendable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String

    public init(name: String, contexts: [String], defaultContext: String) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
    }
}

/// A mode or context that the token set does not have; the message lists the ones it does.
public enum TokenSetError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownMode(String, available: [String])
    case invalidContext(String, modifier: String, available: [String])
    case unknownModifier(String, available: [String])

    public var description: String {
        switch self {
        case .unknownMode(let mode, let available):
            return "unknown mode \"\(mode)\"; modes are: \(available.joined(separator: ", "))"
        case .invalidContext(let context, let modifier, let available):
            return "invalid context \"\(context)\" for modifier \"\(modifier)\"; contexts are: \(available.joined(separator: ", "))"
        case .unknownModifier(let modifier, let available):
            return "unknown modifier \"\(modifier)\"; modifiers are: \(available.joined(separator: ", "))"
        }
    }
}
