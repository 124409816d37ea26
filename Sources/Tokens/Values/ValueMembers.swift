/// The members an object value may have, and the error for any other.
///
/// Format 2025.10 § "Composite types": a composite's sub-value names are pre-defined, and "adding
/// additional sub-values […] make[s] the composite token invalid"; the group's JSON Schemas say
/// the same of every object value (`additionalProperties: false` on colour, dimension and duration
/// objects too). A member the format does not define is refused rather than ignored, so that a
/// value that means more than Pixelproof reads (a shadow's `"alpha": 0.04`) is never drawn
/// without it.
enum ValueMembers {
    static func allow(_ names: [String], in node: JSONNode, for what: String) throws(ValueError) {
        guard let members = node.object else { return }
        let unknown = members.map(\.key).filter { !names.contains($0) }
        guard let first = unknown.first else { return }
        let list = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
        throw .wrongType("\(what) has no member\(unknown.count == 1 ? "" : "s") \(list); its members are \(names.joined(separator: ", ")) (Format 2025.10 defines no others)"
            + (first == "alpha" && what != "a color" ? "; put the alpha into the colour" : ""))
    }
}
