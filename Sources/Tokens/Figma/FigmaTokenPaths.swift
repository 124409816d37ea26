/// The token path each Figma variable is written at, chosen once for all modes.
///
/// All collections end up in one token namespace (the resolver merges their files), but Figma
/// keeps names apart per collection: a local collection and a library's copy of it (`remote`),
/// or two collections that both have `color/bg`, would overwrite each other's tokens there. So
/// collections claim paths in order, local ones first, then remote ones, each in response order;
/// a collection any of whose paths is taken (or is a group where another collection has a
/// token, or the reverse) writes all its tokens under its file-name stem: `color-remote.bg.canvas`.
/// Inside one collection the first variable with a path keeps it; a later one with the same path
/// is skipped, saying which variable has it. Variables Figma lists as `deletedButReferenced`
/// get no path: they are gone from the file and only kept in the response for their referrers.
struct FigmaTokenPaths {
    /// Variable ID → path segments, for the variables that get a token path.
    private(set) var paths: [String: [String]] = [:]
    /// Variable ID → why it gets no path.
    private(set) var failures: [String: String] = [:]
    /// Collections moved under their stem, in words for the import's notes.
    private(set) var notes: [String] = []

    init(_ figma: FigmaVariables, slugs: [String: String]) {
        var claimed = PathClaims()
        let ordered = figma.collections.filter { !$0.isRemote } + figma.collections.filter(\.isRemote)
        for collection in ordered {
            // The collection's own paths, first come first served.
            var own = PathClaims()
            var mine: [(id: String, segments: [String])] = []
            var owners: [String: String] = [:]
            for variable in figma.variables(in: collection) {
                if variable.deletedButReferenced {
                    failures[variable.id] = "deleted in Figma (deletedButReferenced: the response keeps it only because something still refers to it)"
                    continue
                }
                let segments = FigmaImporter.tokenPath(figmaName: variable.name)
                guard !segments.isEmpty else {
                    failures[variable.id] = "the name gives no token path"
                    continue
                }
                if let clash = own.clash(segments) {
                    let owner = owners[clash].map { " by \($0)" } ?? ""
                    failures[variable.id] = "path \(segments.joined(separator: ".")) is already used\(owner) in this collection"
                    continue
                }
                own.claim(segments)
                owners[segments.joined(separator: ".")] = variable.name
                mine.append((variable.id, segments))
            }
            var prefix: [String] = []
            if let clash = mine.lazy.compactMap({ claimed.clash($0.segments) }).first {
                let stem = slugs[collection.id] ?? FigmaImporter.slugify(collection.name)
                var candidate = stem
                var counter = 2
                while mine.contains(where: { claimed.clash([candidate] + $0.segments) != nil }) {
                    candidate = "\(stem)-\(counter)"
                    counter += 1
                }
                prefix = [candidate]
                notes.append("\(collection.name)\(collection.isRemote ? " (a library's copy)" : ""): its token \(clash) is also another collection's, so all its tokens are written under \(candidate).…")
            }
            for entry in mine {
                paths[entry.id] = prefix + entry.segments
                claimed.claim(prefix + entry.segments)
            }
        }
    }
}

/// Token paths taken so far, and the groups they make.
private struct PathClaims {
    private var tokens = Set<String>()
    private var groups = Set<String>()

    /// The taken path `segments` runs into: the same token, a token where it needs a group, or
    /// a group where it would be a token.
    func clash(_ segments: [String]) -> String? {
        let path = segments.joined(separator: ".")
        if tokens.contains(path) || groups.contains(path) { return path }
        for count in 1..<max(segments.count, 1) {
            let prefix = segments.prefix(count).joined(separator: ".")
            if tokens.contains(prefix) { return prefix }
        }
        return nil
    }

    mutating func claim(_ segments: [String]) {
        tokens.insert(segments.joined(separator: "."))
        for count in 1..<max(segments.count, 1) {
            groups.insert(segments.prefix(count).joined(separator: "."))
        }
    }
}
