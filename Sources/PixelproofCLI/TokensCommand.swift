import Foundation
import Tokens
import Raster

/// `pixelproof tokens check|gen|import-figma`: validate token files and audit their contrast,
/// write the Swift constants, convert Figma variables. Behaviour lives in the `Tokens` module.
///
/// The shared parser knows one table per command, so this table lists every subcommand's
/// options and its help shows each subcommand; `run` then checks the options per subcommand.
let tokensCommand = Command(spec: TokensCommand.spec) { arguments, context in
    try TokensCommand.run(arguments, context: context)
}

enum TokensCommand {
    struct Subcommand {
        var name: String
        var usage: String
        var summary: String
        /// The options it takes (a handful: an array, which needs no hashing at start-up).
        var options: [String]
    }

    static let subcommands = [
        Subcommand(name: "check", usage: "tokens check [--pairs PAIRS.json] [--infer | --no-contrast] [--require-every-mode] [FILES...]", summary: """
            Validate token files (a folder, a *.resolver.json, or *.tokens.json files named
            NAME.MODE.tokens.json per mode; default: the shipped set) and print the contrast
            audit: one row per pair and colours, with the modes and the pair's source. Pairs come
            from $extensions (dev.pixelproof.contrast), from --pairs (a JSON file:
            {"pairs": [{"foreground": PATH|[PATHS], "background": PATH|[PATHS],
            "level": "text|large-text|ui|aaa", "modes": [MODES]}]}), and, when neither gives any
            (or with --infer), from the names (text/fg/icon on bg/background/surface, on-X on X).
            Invalid files are listed and the tokens that resolved are still audited.
            --no-contrast validates only; a set without colour tokens has no audit.
            Old spellings ("16px") are warnings. --require-every-mode also fails tokens that some
            modes lack. Exit 0 all pass, 1 a pair fails (or a mode lacks a token), 2 invalid
            files or pairs, or no pair could be checked.
            """, options: ["--require-every-mode", "--pairs", "--infer", "--no-contrast"]),
        Subcommand(name: "gen", usage: "tokens gen --output DIR|FILE.swift [--namespace NAME] [FILES...]", summary: """
            Generate code for the token files (default: the shipped set). With a folder DIR: what a
            SwiftUI package compiles, on Apple platforms as under Pixelproof: DIR/DesignTokens.swift
            (Space.lg, Radius.md, Opacity.disabled, DesignTextStyle.body, DesignShadow.card, …) and
            DIR/Colors.xcassets (one colour set per semantic colour, Any and Dark; Color.textPrimary).
            Borders, gradients, stroke styles, curves and transitions become DesignBorder
            (.border(_:cornerRadius:)), DesignGradient (Gradient), DesignStrokeStyle (StrokeStyle),
            DesignCurve and DesignTransition (Animation). --namespace NAME (a component package's)
            puts every name inside `public enum NAME` (NAME.Colors.textPrimary, NAME.Space.lg,
            NAME.TextStyle.body), so they never clash with the design system's.
            With FILE.swift: Pixelproof's typed references (ColorToken.textPrimary, …). Byte-stable.
            """, options: ["--output", "--namespace"]),
        Subcommand(name: "import-figma", usage: "tokens import-figma VARIABLES.json|EXPORT... --output DIR [--allow-skips]", summary: """
            Convert the JSON of Figma's GET /v1/files/:key/variables/local, or Figma's own DTCG
            export (the MODE.tokens.json files, or their folder, one subfolder per collection),
            into token files in DIR: one file per collection and mode, plus figma.resolver.json.
            Every variable left out is listed with its reason; exit 1 when any is, unless --allow-skips.
            """, options: ["--output", "--allow-skips"]),
    ]

    static let spec = CommandSpec(
        name: "tokens",
        summary: "Check, generate and import design tokens (subcommands check, gen, import-figma).",
        positionals: [.init(name: "SUBCOMMAND"), .init(name: "ARGUMENTS", required: false, variadic: true)],
        options: [
            .value("--output", "PATH", "gen: the folder (or FILE.swift) to write; import-figma: the folder to write into."),
            .value("--namespace", "NAME", "gen: put the generated names inside `public enum NAME` (a component package's tokens)."),
            .flag("--require-every-mode", "check: fail tokens defined in some modes and not others."),
            .value("--pairs", "FILE", "check: a JSON file of contrast pairs to audit (see the check subcommand below)."),
            .flag("--infer", "check: add the pairs inferred from token names even when pairs are declared."),
            .flag("--no-contrast", "check: validate only; no contrast audit."),
            .flag("--allow-skips", "import-figma: exit 0 even when variables were left out (they are still listed)."),
        ],
        discussion: "subcommands:\n" + subcommands.map { sub in
            "  pixelproof \(sub.usage)\n" + indented(sub.summary)
        }.joined(separator: "\n\n") + "\n\nRun 'pixelproof tokens SUBCOMMAND --help' to see this help."
    )

    /// Every non-empty line of `text` indented by six spaces, empty lines left out (what
    /// `split(separator: "\n")` gives; the summaries hold no "\r\n"). Built from UTF-8 bytes: this
    /// help is made whenever the command table is, so at every `pixelproof` start, and walking
    /// `Character`s or `split`'s generic collections cost more there than the rest of the table.
    static func indented(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 256)
        var lineStart = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                lineStart = true
                continue
            }
            if lineStart {
                if !result.isEmpty { result.append(UInt8(ascii: "\n")) }
                result.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 6))
                lineStart = false
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = arguments.positionals[0]
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            throw ArgumentError.invalid("unknown subcommand '\(name)'; subcommands are: \(subcommands.map(\.name).joined(separator: ", "))")
        }
        for option in arguments.options.keys.sorted() where !subcommand.options.contains(option) {
            throw ArgumentError.unknownOption(command: "tokens \(name)", option: option)
        }
        let rest = Array(arguments.positionals.dropFirst())
        switch name {
        case "check": return check(rest.map { context.url(forPath: $0) }, arguments: arguments, context: context)
        case "gen": return try generate(rest.map { context.url(forPath: $0) }, arguments: arguments, context: context)
        default: return try importFigma(rest, arguments: arguments, context: context)
        }
    }

    private static func loadSet(_ paths: [URL], context: CommandContext) -> TokenSet? {
        if paths.isEmpty { return .shipped }
        do {
            let set = try TokenSet.load(paths: paths)
            printWarnings(set.warnings, context: context)
            return set
        } catch {
            context.printError(error.description)
            printWarnings(error.warnings, context: context)
            return nil
        }
    }

    private static func printWarnings(_ warnings: [TokenProblem], context: CommandContext) {
        for warning in warnings { context.printError("warning: \(warning)") }
    }

    private static func check(_ paths: [URL], arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let set: TokenSet
        var invalid = false
        if paths.isEmpty {
            set = .shipped
        } else {
            do {
                set = try TokenSet.load(paths: paths)
                printWarnings(set.warnings, context: context)
            } catch {
                context.printError(error.description)
                printWarnings(error.warnings, context: context)
                guard let partial = error.partial, partial.modes.contains(where: { ((try? partial.resolved(mode: $0))?.count ?? 0) > 0 }) else { return .error }
                set = partial
                invalid = true
            }
        }
        var extra: [ContrastPair] = []
        if let pairsPath = arguments.value("--pairs") {
            do {
                extra = try ContrastPairsFile.read(url: context.url(forPath: pairsPath), name: pairsPath, set: set).pairs
            } catch {
                let count = error.problems.count == 1 ? "1 problem" : "\(error.problems.count) problems"
                context.printError("\(count) in the pairs file \(pairsPath):")
                for problem in error.problems { context.printError(problem.description) }
                return .error
            }
        }
        let hasColors = set.modes.contains { mode in
            guard let tokens = try? set.resolved(mode: mode) else { return false }
            return tokens.paths.contains { tokens.token($0)?.type == .color }
        }
        var audit: ContrastAudit?
        if arguments.has("--no-contrast") {
            context.print("contrast audit skipped (--no-contrast)")
        } else if !hasColors && extra.isEmpty {
            context.print("no color tokens in the set, so no contrast audit")
        } else {
            let made = ContrastAudit(set: set, pairs: extra, inference: arguments.has("--infer") ? .always : .whenNoneDeclared)
            if invalid { context.print("contrast audit of the tokens that resolved despite the problems above:") }
            context.print(made.table, terminator: "")
            if made.checkedNothing {
                if made.pairs.isEmpty {
                    context.printError("no contrast pair was checked: the set declares none ($extensions \"dev.pixelproof\": {\"contrast\": …}), no --pairs file was given, and no pair could be inferred from the token names (text/fg/icon colours on bg/background/surface colours, on-X on X); write a pairs file and pass --pairs FILE (see 'pixelproof tokens --help'), or pass --no-contrast to validate only")
                } else {
                    context.printError("no contrast pair was checked: none of the \(made.pairs.count) pairs could be checked in any mode (reasons above)")
                }
                return .error
            }
            audit = made
        }
        if invalid { return .error }
        if arguments.has("--require-every-mode") && !set.modeGaps.isEmpty {
            context.print("\(set.modeGaps.count) tokens missing in some modes:")
            for gap in set.modeGaps { context.print(gap.description) }
            return .differences
        }
        return audit?.passes ?? true ? .success : .differences
    }

    private static func generate(_ paths: [URL], arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let output = arguments.value("--output") else { throw ArgumentError.missingValue(command: "tokens gen", option: "--output") }
        guard let set = loadSet(paths, context: context) else { return .error }
        if output.hasSuffix(".swift") {
            if arguments.value("--namespace") != nil {
                throw ArgumentError.invalid("tokens gen: --namespace applies to a folder's DesignTokens.swift, not to Pixelproof's typed references (FILE.swift); give --output DIR")
            }
            let source = try SwiftTokenGenerator.generate(set)
            try AtomicFile.write(Array(source.utf8), to: context.url(forPath: output))
            context.print("wrote \(output)")
            return .success
        }
        let directory = context.url(forPath: output, isDirectory: true)
        let files = try SwiftUITokenOutput.files(for: set, namespace: arguments.value("--namespace"))
        try GeneratedFolder.replaceCatalog(in: directory, named: SwiftUITokenOutput.catalog, keeping: Set(files.keys))
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Array(contents.utf8), to: url)
        }
        context.print("wrote \(output)/\(SwiftUITokenOutput.swiftFile) and \(output)/\(SwiftUITokenOutput.catalog) (\(files.count - 1) files)")
        return .success
    }

    private static func importFigma(_ positionals: [String], arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard !positionals.isEmpty else {
            throw ArgumentError.invalid("tokens import-figma: give one VARIABLES.json, or the files or folder of Figma's DTCG export; run 'pixelproof tokens --help'")
        }
        guard let output = arguments.value("--output") else { throw ArgumentError.missingValue(command: "tokens import-figma", option: "--output") }
        let directory = context.url(forPath: output, isDirectory: true)
        let inputs = positionals.map { context.url(forPath: $0) }
        var isDirectory: ObjCBool = false
        let isExport = inputs.count > 1 || (FileManager.default.fileExists(atPath: inputs[0].path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let result = isExport ? try FigmaImporter.importDTCGExport(at: inputs, into: directory)
                              : try FigmaImporter.importFile(at: inputs[0], into: directory)
        for warning in result.warnings { context.printError("skipped: \(warning)") }
        for note in result.notes { context.printError("note: \(note)") }
        for file in result.files { context.print("wrote \(output)/\(file.name)") }
        guard result.warnings.isEmpty || arguments.has("--allow-skips") else {
            context.printError("\(result.warnings.count) variables or values were skipped (listed above); fix them in Figma, or pass --allow-skips to accept the import without them")
            return .differences
        }
        return .success
    }
}
