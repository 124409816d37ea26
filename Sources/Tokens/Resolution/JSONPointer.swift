import Foundation

/// RFC 6901 JSON Pointers as the format uses them (Format 2025.10 § "JSON Pointer syntax"):
/// `#/colors/blue/$value/components/0`, `~1` for `/`, `~0` for `~`.
enum JSONPointer {
    /// The unescaped segments of `#/a/b`, or `nil` when the text is not a document pointer.
    static func segments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") else { return nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The member or element `segment` of `node`.
    static func step(_ node: JSONNode, _ segment: String) -> JSONNode? {
        if let items = node.array {
            guard let index = Int(segment), segment == String(index), items.indices.contains(index) else { return nil }
            return items[index]
        }
        return node[segment]
    }
}
