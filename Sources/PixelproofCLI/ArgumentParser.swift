/// Parses a command's arguments against its `CommandSpec`. Rules: `--name VALUE` and
/// `--name=VALUE`; `--` ends options; `-h`/`--help` anywhere asks for help; an argument starting
/// with `-` (other than `-` alone) is an option, so a file named `-x` is passed after `--`.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], for spec: CommandSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                parsed.wantsHelp = true
                continue
            }
            let name: String, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                inlineValue = nil
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw ArgumentError.unknownOption(command: spec.name, option: name)
            }
            if parsed.options[name] != nil && !option.repeatable {
                throw ArgumentError.repeatedOption(command: spec.name, option: name)
            }
            if option.valueName == nil {
                if inlineValue != nil { throw ArgumentError.unexpectedValue(command: spec.name, option: name) }
                parsed.options[name] = []
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw ArgumentError.missingValue(command: spec.name, option: name) }
                value = arguments[index]
                index += 1
            }
            parsed.options[name, default: []].append(value)
        }
        if parsed.wantsHelp { return parsed }
        try checkPositionals(parsed.positionals, against: spec)
        return parsed
    }

    private static func checkPositionals(_ positionals: [String], against spec: CommandSpec) throws {
        let variadic = spec.positionals.last?.variadic == true
        let fixed = variadic ? spec.positionals.dropLast() : spec.positionals[...]
        let required = fixed.filter(\.required).count + (variadic && spec.positionals.last!.required ? 1 : 0)
        if positionals.count < required {
            let missing = spec.positionals[min(positionals.count, spec.positionals.count - 1)]
            throw ArgumentError.missingArgument(command: spec.name, name: missing.name)
        }
        if !variadic && positionals.count > spec.positionals.count {
            throw ArgumentError.extraArgument(command: spec.name, argument: positionals[spec.positionals.count])
        }
    }
}
