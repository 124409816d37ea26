/// Builds the nested group objects of a token file from paths, keeping insertion order.
struct TokenTree {
    private(set) var members: [JSONMember] = []

    /// Adds a token (its `$type`, `$value`, … members) at `segments`; false when the path, or a
    /// prefix of it, is already a token.
    mutating func insert(_ token: [JSONMember], at segments: [String]) -> Bool {
        Self.insert(token, at: segments[...], into: &members)
    }

    private static func insert(_ token: [JSONMember], at segments: ArraySlice<String>, into members: inout [JSONMember]) -> Bool {
        let key = segments.first!
        let existing = members.firstIndex(where: { $0.key == key })
        if segments.count == 1 {
            guard existing == nil else { return false }
            members.append(JSONMember(key: key, value: JSONNode(.object(token))))
            return true
        }
        let index: Int
        if let existing {
            index = existing
        } else {
            members.append(JSONMember(key: key, value: JSONNode(.object([]))))
            index = members.count - 1
        }
        guard var group = members[index].value.object, group.first(where: { $0.key == "$value" }) == nil else { return false }
        let inserted = insert(token, at: segments.dropFirst(), into: &group)
        members[index].value = JSONNode(.object(group))
        return inserted
    }
}
