/// Why a catalog run could not start.
public enum CatalogRunError: Error, CustomStringConvertible, Equatable {
    case badShard(String)
    case nothingSelected(patterns: [String])
    case duplicateIdentifier(String)

    public var description: String {
        switch self {
        case .badShard(let text):
            return "bad shard '\(text)': expected I/N with 1 ≤ I ≤ N, e.g. --shard 2/4"
        case .nothingSelected(let patterns):
            return "no catalog entry matches " + patterns.map { "'\($0)'" }.joined(separator: ", ")
                + "; run 'pixelproof catalog' to list the entries"
        case .duplicateIdentifier(let identifier):
            return "two catalog entries are both named '\(identifier)'; give each a unique path"
        }
    }
}
