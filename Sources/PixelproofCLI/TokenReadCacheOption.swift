import Foundation
import PixelproofCatalog
import Snapshots

/// The token-read cache `verify` and `record` fill and `review` reads: `.build/pixelproof-token-reads`
/// in the working folder, or the file `PIXELPROOF_TOKEN_READS` names; `PIXELPROOF_TOKEN_READS=off`
/// keeps none (review then traces every entry of a changed mode). Load warnings (a corrupt file)
/// go to standard error; the run goes on without the file's records.
enum TokenReadCacheOption {
    static let defaultPath = ".build/pixelproof-token-reads"

    static func open(context: CommandContext) -> TokenReadCache? {
        reportWarnings(of: load(context: context), context: context)
    }

    /// The cache, its warnings not yet printed (`review` loads it on another thread).
    static func load(context: CommandContext) -> TokenReadCache? {
        let setting = context.environment["PIXELPROOF_TOKEN_READS"] ?? ""
        if setting == "off" { return nil }
        return TokenReadCache(file: context.url(forPath: setting.isEmpty ? defaultPath : setting))
    }

    /// Prints the cache's load warnings to standard error; returns the cache.
    static func reportWarnings(of cache: TokenReadCache?, context: CommandContext) -> TokenReadCache? {
        for warning in cache?.warnings ?? [] { context.printError("warning: \(warning)") }
        return cache
    }
}
