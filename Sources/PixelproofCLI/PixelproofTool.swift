/// The `pixelproof` command line: finds the subcommand, parses its arguments against its table,
/// runs it, and turns every thrown error into one line on standard error and exit code 2.
///
/// ```swift
/// let code = PixelproofTool.run(["convert", "in.png", "out.png"], context: .process())
/// ```
public enum PixelproofTool {
    public static func run(_ arguments: [String], context: CommandContext, commands: [Command] = commandTable) -> Int32 {
        guard let first = arguments.first, first != "--help", first != "-h" else {
            context.print(overview(commands))
            return ExitCode.success.rawValue
        }
        if first == "help" {
            guard arguments.count > 1 else {
                context.print(overview(commands))
                return ExitCode.success.rawValue
            }
            guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
                context.printError("pixelproof: \(ArgumentError.unknownCommand(arguments[1]))")
                return ExitCode.error.rawValue
            }
            context.print(command.spec.helpText, terminator: "")
            return ExitCode.success.rawValue
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            context.printError("pixelproof: \(ArgumentError.unknownCommand(first))")
            return ExitCode.error.rawValue
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
            if parsed.wantsHelp {
                context.print(command.spec.helpText, terminator: "")
                return ExitCode.success.rawValue
            }
            return try command.run(parsed, context).rawValue
        } catch let error as ArgumentError where error.namesCommand {
            context.printError("pixelproof \(error)")
            return ExitCode.error.rawValue
        } catch {
            context.printError("pixelproof \(command.spec.name): \(error)")
            return ExitCode.error.rawValue
        }
    }

    static func overview(_ commands: [Command]) -> String {
        var lines = [
            "pixelproof: snapshot tests for UI components, rendered on Linux without a device.",
            "",
            "usage: pixelproof COMMAND [options] [arguments]",
            "",
            "commands:",
        ]
        let width = commands.map(\.spec.name.count).max() ?? 0
        for command in commands {
            lines.append("  " + command.spec.name + String(repeating: " ", count: width - command.spec.name.count + 2) + command.spec.summary)
        }
        lines.append("")
        lines.append("Run 'pixelproof help COMMAND' or 'pixelproof COMMAND --help' for a command's options.")
        lines.append("Exit codes: 0 success, 1 differences or failed checks, 2 errors.")
        return lines.joined(separator: "\n")
    }
}
