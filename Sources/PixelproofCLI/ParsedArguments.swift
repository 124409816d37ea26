/// A command line parsed against a `CommandSpec`: positionals in order, option values by name.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String]
    /// Option name (with `--`) to the values given, in order; a flag maps to an empty list.
    public var options: [String: [String]]
    public var wantsHelp: Bool

    public init(positionals: [String] = [], options: [String: [String]] = [:], wantsHelp: Bool = false) {
        self.positionals = positionals
        self.options = options
        self.wantsHelp = wantsHelp
    }

    public func has(_ flag: String) -> Bool { options[flag] != nil }

    /// The last value given for an option, or `nil`.
    public func value(_ option: String) -> String? { options[option]?.last }

    /// Every value given for a repeatable option.
    public func values(_ option: String) -> [String] { options[option] ?? [] }

    /// The option's value as an integer within `range`, or `nil` when it was not given.
    public func integer(_ option: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw ArgumentError.badValue(option: option, value: text, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// The option's value as a decimal number within `range`, or `nil` when it was not given.
    public func number(_ option: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw ArgumentError.badValue(option: option, value: text, expected: "a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))")
        }
        return number
    }

    /// The option's value, which must be one of `choices`, or `nil` when it was not given.
    public func choice(_ option: String, from choices: [String]) throws -> String? {
        guard let text = value(option) else { return nil }
        guard choices.contains(text) else {
            throw ArgumentError.badValue(option: option, value: text, expected: "one of " + choices.joined(separator: ", "))
        }
        return text
    }
}

private func formatNumber(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

/// What is wrong with a command line. Each message is one line that names the command and the argument.
public enum ArgumentError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    case unknownOption(command: String, option: String)
    case missingValue(command: String, option: String)
    case unexpectedValue(command: String, option: String)
    case repeatedOption(command: String, option: String)
    case missingArgument(command: String, name: String)
    case extraArgument(command: String, argument: String)
    case badValue(option: String, value: String, expected: String)
    case invalid(String)

    /// True when the message starts with the command's name, so callers need not add it again.
    public var namesCommand: Bool {
        switch self {
        case .unknownOption, .missingValue, .unexpectedValue, .repeatedOption, .missingArgument, .extraArgument: return true
        case .unknownCommand, .badValue, .invalid: return false
        }
    }

    public var description: String {
        switch self {
        case .unknownCommand(let name):
            return "unknown command '\(name)'; run 'pixelproof --help' for the list"
        case .unknownOption(let command, let option):
            return "\(command): unknown option '\(option)'; run 'pixelproof \(command) --help'"
        case .missingValue(let command, let option):
            return "\(command): option '\(option)' needs a value"
        case .unexpectedValue(let command, let option):
            return "\(command): option '\(option)' takes no value"
        case .repeatedOption(let command, let option):
            return "\(command): option '\(option)' given more than once"
        case .missingArgument(let command, let name):
            return "\(command): missing argument \(name); run 'pixelproof \(command) --help'"
        case .extraArgument(let command, let argument):
            return "\(command): unexpected argument '\(argument)'"
        case .badValue(let option, let value, let expected):
            return "bad value '\(value)' for \(option): expected \(expected)"
        case .invalid(let message):
            return message
        }
    }
}
