/// A `/`-separated catalog path split into its non-empty segments, as `path.split(separator: "/")`
/// splits it. An ASCII path (every catalog path in practice) is split on its bytes: splitting the
/// characters walks grapheme breaks, and every catalog command splits each of its entries' paths
/// (424 for the design system) before doing anything else. Any other path is split by characters.
///
/// ```swift
/// PathSegments.split("Button/primary//disabled")   // ["Button", "primary", "disabled"]
/// ```
enum PathSegments {
    static func split(_ path: String) -> [String] {
        let slash = UInt8(ascii: "/")
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").map(String.init) }
        // In ASCII text a `/` is always a character of its own (only CR LF joins two ASCII bytes).
        return path.utf8.split(separator: slash).map { String(decoding: $0, as: UTF8.self) }
    }
}
