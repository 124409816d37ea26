import PixelproofCLI

/// libFuzzer target `arguments`: the input, split at NUL bytes, is a command line. The first
/// word picks a command by name (or, when it names none, by its length), the rest goes through
/// `ArgumentParser.parse` against that command's table. Parsing either throws or returns
/// options the table declares; help text is rendered for every command.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard let first = words.first, !commandTable.isEmpty else { return 0 }
    let command = commandTable.first { $0.spec.name == first } ?? commandTable[first.utf8.count % commandTable.count]
    _ = command.spec.helpText
    guard let parsed = try? ArgumentParser.parse(Array(words.dropFirst()), for: command.spec) else { return 0 }
    for name in parsed.options.keys {
        precondition(command.spec.options.contains { $0.name == name }, "parsed an option the table does not declare: \(name)")
    }
    return 0
}
