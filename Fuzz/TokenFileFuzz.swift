import Foundation
import Tokens

/// libFuzzer target `tokens`: the input is written to a scratch folder holding a copy of the
/// shipped token files, then loaded, resolved, audited and turned into Swift. An input that
/// mentions `"resolutionOrder"`, `"sets"` or `"modifiers"` is loaded as a resolver document (so
/// it can name the shipped files); one with a NUL byte is split into a light and a dark token
/// file; anything else is one token file. Loading either throws a `TokenValidationError` or
/// returns a set whose every mode resolves.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenFile(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let urls: [URL]
    if text.contains("\"resolutionOrder\"") || text.contains("\"sets\"") || text.contains("\"modifiers\"") {
        urls = [write(bytes[...], as: "fuzz.resolver.json")]
    } else if let split = bytes.firstIndex(of: 0) {
        urls = [write(bytes[..<split], as: "fuzz.light.tokens.json"), write(bytes[(split + 1)...], as: "fuzz.dark.tokens.json")]
    } else {
        urls = [write(bytes[...], as: "fuzz.tokens.json")]
    }
    guard let set = try? TokenSet.load(paths: urls) else { return 0 }
    for mode in set.modes {
        precondition((try? set.resolved(mode: mode)) != nil, "mode \(mode) of a loaded set does not resolve")
    }
    _ = ContrastAudit(set: set).table
    _ = try? SwiftTokenGenerator.generate(set)
    return 0
}

/// A per-process scratch folder with the shipped token files copied in.
private let scratch: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-fuzz-tokens-\(getpid())", isDirectory: true)
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in try! FileManager.default.contentsOfDirectory(at: TokenSet.shippedDirectory, includingPropertiesForKeys: nil) {
        try! FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
    }
    return folder
}()

private func write(_ bytes: ArraySlice<UInt8>, as name: String) -> URL {
    let url = scratch.appendingPathComponent(name)
    try! Data(bytes).write(to: url)
    return url
}
