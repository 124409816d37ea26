/// Why a catalog run could not start.
public enum CatalogRunError: Error, CustomStringConvertible, Equatable {
    case badShard(String)
    case nothingSelected(patterns: [String], folders: [String])
    case duplicateIdentifier(String)

    public var description: String {
        switch self {
        case .badShard(let text):
            return "bad shard '\(text)': expected I/N with 1 ≤ I ≤ N, e.g. --shard 2/4"
        case .nothingSelected(let patterns, let folders):
            return "no catalog entry matches " + patterns.map { "'\($0)'" }.joined(separator: ", ")
                + "; entries start with " + folders.joined(separator: ", ")
        case .duplicateIdentifier(let identifier):
            return "two catalog entries are both named '\(identifier)'; give each a unique path"
        }
    }
}
