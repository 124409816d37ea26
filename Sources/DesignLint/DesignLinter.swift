import Foundation
import Tokens

/// Lints Swift sources against the design-system build-time rules (`LintRule`): finds raw
/// style values, appearance-named tokens, call-site text styling, off-scale spacing and radii,
/// and unscaled or unbundled custom fonts, and names the token each raw value should be.
///
/// ```swift
/// let linter = DesignLinter(catalog: TokenCatalog(set: .shipped, source: "shipped"))
/// let lint = linter.lint(source: "Text(\"Hi\").padding(16)", file: "Hi.swift")
/// lint.findings[0].plainText
/// // Hi.swift:1:20: rule 1 raw-style-value: .padding(16) → use `space.lg` (16 pt)
/// ```
public struct DesignLinter: Sendable {
    public let catalog: TokenCatalog
    public let fonts: BundledFonts
    public let configuration: LintConfiguration

    public init(catalog: TokenCatalog, fonts: BundledFonts = BundledFonts(names: [], fileCount: 0), configuration: LintConfiguration = LintConfiguration()) {
        self.catalog = catalog
        self.fonts = fonts
        self.configuration = configuration
    }

    /// One file's findings and counts; `file` is its path relative to the root, which also
    /// decides whether it is in a style folder.
    public func lint(source text: String, file: String) -> FileLint {
        let source = LexedSource(text)
        let inStyleFolder = configuration.isStyleFolder(file)
        var scanner = StyleScanner(source: source, catalog: catalog, inStyleFolder: inStyleFolder, fonts: fonts)
        let values = scanner.scan()
        return FileLint(file: file, lineCount: source.lineCount, isStyleFolder: inStyleFolder, values: values, source: source)
    }

    /// Lints a package (or any folder, or one file): reads `.pixelproof-lint` at the root
    /// unless `configuration` is given, loads the token set it names (else the first
    /// `*.resolver.json`, else every `*.tokens.json`, else Pixelproof's shipped set) and the
    /// bundled fonts, and lints every
    /// file on all cores, results in path order.
    public static func lint(root: URL, configuration explicit: LintConfiguration? = nil, tokens: URL? = nil) throws(LintError) -> LintReport {
        let configuration: LintConfiguration
        if let explicit { configuration = explicit } else { configuration = try self.configuration(at: root) }
        let sources = try LintSources.find(root: root, configuration: configuration)
        let catalog = try loadCatalog(sources: sources, configuration: configuration, explicit: tokens)
        let files = BundledFonts(files: sources.fontFiles.map { sources.root.appendingPathComponent($0) })
        let fonts = BundledFonts(names: files.names.union(configuration.knownFonts), fileCount: files.fileCount)
        let linter = DesignLinter(catalog: catalog, fonts: fonts, configuration: configuration)
        let paths = sources.swiftFiles
        let results = ResultSlots<Result<FileLint, LintError>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.set(index, Result { () throws(LintError) in try linter.lint(file: paths[index], in: sources.root) })
        }
        var lints: [FileLint] = []
        for result in results.values {
            switch result {
            case .success(let lint): lints.append(lint)
            case .failure(let error): throw error
            case nil: break
            }
        }
        return LintReport(files: lints, tokenSource: catalog.source, fontCount: fonts.fileCount)
    }

    /// The package's design-debt ratio, equal to `lint(root:).ratio`, for a caller that shows
    /// only that line while other work runs (`pixelproof review`): font files are neither looked
    /// for nor read (rule 5's notes are not style values, so they never change the ratio), the
    /// walk reads only the included folders when `.pixelproof-lint` names them as paths and
    /// names the token set (`LintSources.find(…, fonts: false)`), and the files are linted one
    /// after another on the calling thread.
    public static func debtRatio(root: URL) throws(LintError) -> DebtRatio {
        let configuration = try configuration(at: root)
        let sources = try LintSources.find(root: root, configuration: configuration, fonts: false)
        let catalog = try loadCatalog(sources: sources, configuration: configuration, explicit: nil)
        let linter = DesignLinter(catalog: catalog, fonts: BundledFonts(names: Set(configuration.knownFonts), fileCount: 0),
                                  configuration: configuration)
        var ratio = DebtRatio(raw: 0, total: 0)
        for path in sources.swiftFiles {
            ratio = ratio + (try linter.lint(file: path, in: sources.root)).ratio
        }
        return ratio
    }

    /// The Swift file at `path` under `root`, read and linted.
    private func lint(file path: String, in root: URL) throws(LintError) -> FileLint {
        let data: Data
        do {
            data = try Data(contentsOf: root.appendingPathComponent(path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        return lint(source: String(decoding: data, as: UTF8.self), file: path)
    }

    /// `.pixelproof-lint` at `root`, or the defaults without one.
    private static func configuration(at root: URL) throws(LintError) -> LintConfiguration {
        let file = root.appendingPathComponent(LintConfiguration.fileName)
        return try LintConfiguration.load(FileManager.default.fileExists(atPath: file.path) ? file : nil)
    }

    private static func loadCatalog(sources: LintSources, configuration: LintConfiguration, explicit: URL?) throws(LintError) -> TokenCatalog {
        let paths: [String] = explicit.map { [$0.path] }
            ?? (!configuration.tokens.isEmpty ? configuration.tokens.map { sources.root.appendingPathComponent($0).path }
                : sources.tokenFiles.map { sources.root.appendingPathComponent($0).path })
        guard !paths.isEmpty else { return TokenCatalog(set: .shipped, source: "Pixelproof's shipped token set (no tokens configured or found)") }
        do {
            let set = try TokenSet.load(paths: paths.map { URL(fileURLWithPath: $0) })
            let root = sources.root.standardizedFileURL.path + "/"
            return TokenCatalog(set: set, source: paths.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }.joined(separator: ", "))
        } catch {
            throw .tokens(path: paths.joined(separator: ", "), reason: error.description)
        }
    }
}

/// Fixed slots filled from many threads, one writer per slot.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { storage[index] = value }
    }

    var values: [Value?] { lock.withLock { storage } }
}
