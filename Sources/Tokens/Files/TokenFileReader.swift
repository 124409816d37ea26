import Foundation

/// Reads one W3C design-token file (`*.tokens.json`, format 2025.10) into token definitions.
///
/// An object with `$value` is a token, any other object a group (Format 2025.10 § "Groups"); a group's
/// `$root` member is its own token (path `group.$root`); `$type` is inherited from the enclosing
/// groups; `$description` (a string), `$deprecated` and `$extensions` are kept; `$extends` (or
/// the JSON Schema spelling `$ref`) on a group is recorded for `GroupExtension`. Problems (a bad
/// name, an unknown `$type`, a stray value) are collected, never thrown one at a time, so a file
/// with five mistakes reports five. A token with no `$type` is passed on: `$extends` may give it
/// one, and the resolver reports it otherwise. Tokens under a group whose `$type` is unknown are
/// skipped, not reported one by one: the group's problem is the cause.
///
/// ```swift
/// let file = TokenFileReader.read(json: root, file: "scale.tokens.json")
/// ```
enum TokenFileReader {
    struct Result {
        var definitions: [TokenDefinition] = []
        var problems: [TokenProblem] = []
        /// Groups that inherit another group's tokens (`$extends`), applied once files are merged.
        var extensions: [GroupExtension.Declaration] = []
        /// Tokens left out because of another problem, by path → the path that problem is on
        /// (an unknown `$type` on the token or its group), so aliases to them stay silent.
        var skipped: [String: String] = [:]
        /// The root's `$extensions["com.figma.modeName"]`: a file of Figma's own DTCG export,
        /// whose mode is in the file rather than its name.
        var figmaMode: String?
    }

    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$ref", "$root", "$schema"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]

    /// Reads and parses `url`; `name` is how messages refer to the file.
    static func read(url: URL, name: String) -> Result {
        let data: Data
        do {
            try JSONParser.checkSize(ofFileAt: url, file: name)
            data = try Data(contentsOf: url)
        } catch let error as JSONSyntaxError {
            return Result(problems: [TokenProblem(.invalidFile, path: "", file: name, line: error.line, message: "invalid JSON: \(error.message)")])
        } catch {
            return Result(problems: [TokenProblem(.invalidFile, path: "", file: name, line: 0, message: "cannot read the file (\(url.path)); check that it exists")])
        }
        do {
            return read(json: try JSONParser.parse([UInt8](data), file: name), file: name)
        } catch let error as JSONSyntaxError {
            return Result(problems: [TokenProblem(.invalidFile, path: "", file: name, line: error.line, message: "invalid JSON: \(error.message)")])
        } catch {
            return Result(problems: [TokenProblem(.invalidFile, path: "", file: name, line: 0, message: "\(error)")])
        }
    }

    static func read(json root: JSONNode, file: String) -> Result {
        var result = Result()
        guard let members = root.object else {
            result.problems.append(TokenProblem(.invalidFile, path: "", file: file, line: root.line, message: "a token file must hold a JSON object of groups and tokens, found \(root.brief)"))
            return result
        }
        readGroup(members, path: [], inherited: Inherited(), file: file, into: &result)
        result.figmaMode = root["$extensions"]?["com.figma.modeName"]?.string
        return result
    }

    private struct Inherited {
        var type: TokenType?
        /// The group whose `$type` is not a 2025.10 type; its untyped tokens are skipped.
        var invalidTypeGroup: String?
        var isPrimitive = false
    }

    private static func readGroup(_ members: [JSONMember], path: [String], inherited: Inherited, file: String, into result: inout Result) {
        var context = inherited
        let groupPath = path.joined(separator: ".")
        for member in members where member.key.hasPrefix("$") && member.key != "$root" {
            switch member.key {
            case "$type":
                if let type = readType(member, path: groupPath, file: file, into: &result) {
                    context.type = type
                    context.invalidTypeGroup = nil
                } else {
                    context.invalidTypeGroup = groupPath
                }
            case "$extends", "$ref":
                if let target = GroupExtension.target(of: member.value) {
                    result.extensions.append(.init(group: groupPath, target: target, file: file, line: member.line, isPointer: member.key == "$ref"))
                } else {
                    result.problems.append(TokenProblem(.invalidFile, path: groupPath, file: file, line: member.line, message: "\(member.key) \(member.value.brief) must name a group as \"{group.path}\" or \"#/group/path\""))
                }
            case "$description":
                checkDescription(member, path: groupPath, file: file, into: &result)
            case "$deprecated":
                _ = readDeprecated(member, path: groupPath, file: file, into: &result)
            case "$extensions":
                if member.value[TokenMetadata.extensionNamespace]?["primitive"]?.value == .bool(true) { context.isPrimitive = true }
                if member.value.object == nil {
                    result.problems.append(TokenProblem(.invalidFile, path: groupPath, file: file, line: member.line, message: "$extensions must be an object of vendor keys, found \(member.value.brief)"))
                }
            case "$schema": break
            default:
                result.problems.append(TokenProblem(.invalidFile, path: groupPath, file: file, line: member.line, message: "unknown group property \"\(member.key)\"; groups may have \(groupProperties.sorted().joined(separator: ", "))"))
            }
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPath = path + [member.key]
            let shown = childPath.joined(separator: ".")
            if let bad = member.key.first(where: { "{}.".contains($0) }) {
                result.problems.append(TokenProblem(.invalidName, path: shown, file: file, line: member.line, message: "name \"\(member.key)\" contains '\(bad)'; token and group names may not contain '.', '{' or '}'"))
                continue
            }
            guard let child = member.value.object else {
                result.problems.append(TokenProblem(.invalidFile, path: shown, file: file, line: member.line, message: "\(member.value.brief) is neither a token (an object with \"$value\") nor a group (an object)"))
                continue
            }
            if child.contains(where: { $0.key == "$value" }) || isPointerToken(child) {
                readToken(child, path: shown, line: member.line, inherited: context, file: file, into: &result)
            } else if member.key == "$root" {
                result.problems.append(TokenProblem(.invalidFile, path: shown, file: file, line: member.line, message: "$root is the reserved name of a group's own token and must be a token (an object with \"$value\")"))
            } else {
                readGroup(child, path: childPath, inherited: context, file: file, into: &result)
            }
        }
    }

    /// `{"$type": "color", "$ref": "#/base/blue/$value"}`: a token whose value is a JSON Pointer to
    /// another token's value, as some tools write it, rather than a group extending a group.
    private static func isPointerToken(_ members: [JSONMember]) -> Bool {
        guard let pointer = members.first(where: { $0.key == "$ref" })?.value.string else { return false }
        return pointer.contains("/$value")
    }

    private static func checkDescription(_ member: JSONMember, path: String, file: String, into result: inout Result) {
        guard member.value.string == nil else { return }
        result.problems.append(TokenProblem(.invalidFile, path: path, file: file, line: member.line, message: "$description must be a string, found \(member.value.brief)"))
    }

    private static func readDeprecated(_ member: JSONMember, path: String, file: String, into result: inout Result) -> String? {
        if case .bool(let flag) = member.value.value { return flag ? "" : nil }
        if let text = member.value.string { return text }
        result.problems.append(TokenProblem(.invalidFile, path: path, file: file, line: member.line, message: "$deprecated must be true, false or a string explaining what to use instead, found \(member.value.brief)"))
        return nil
    }

    private static func readToken(_ members: [JSONMember], path: String, line: Int, inherited: Inherited, file: String, into result: inout Result) {
        var type = inherited.type
        var ownType = false
        var metadata = TokenMetadata(isPrimitive: inherited.isPrimitive, file: file, line: line)
        var value = JSONNode(.null)
        var valid = true
        for member in members {
            switch member.key {
            case "$value": value = member.value
            case "$ref" where !members.contains(where: { $0.key == "$value" }):
                value = JSONNode(.object([member]), line: member.line)
            case "$type":
                ownType = true
                guard let declared = readType(member, path: path, file: file, into: &result) else {
                    result.skipped[path] = path
                    return
                }
                type = declared
            case "$description":
                checkDescription(member, path: path, file: file, into: &result)
                metadata.description = member.value.string
            case "$deprecated": metadata.deprecated = readDeprecated(member, path: path, file: file, into: &result)
            case "$extensions":
                metadata.extensions = member.value
                if member.value[TokenMetadata.extensionNamespace]?["primitive"]?.value == .bool(true) { metadata.isPrimitive = true }
            default:
                let message = member.key.hasPrefix("$")
                    ? "unknown token property \"\(member.key)\"; tokens may have \(tokenProperties.sorted().joined(separator: ", "))"
                    : "a token cannot have children (\"\(member.key)\"); move \"\(member.key)\" out of the token or turn the token into a group"
                result.problems.append(TokenProblem(.invalidFile, path: path, file: file, line: member.line, message: message))
                valid = false
            }
        }
        if !ownType, let group = inherited.invalidTypeGroup {
            result.skipped[path] = group
            return
        }
        guard valid else {
            result.skipped[path] = path
            return
        }
        result.definitions.append(TokenDefinition(path: path, type: type, value: value, metadata: metadata))
    }

    private static func readType(_ member: JSONMember, path: String, file: String, into result: inout Result) -> TokenType? {
        guard let name = member.value.string, let type = TokenType(rawValue: name) else {
            result.problems.append(TokenProblem(.unsupportedType, path: path, file: file, line: member.line, message: "$type \(member.value.brief) is not a type of the Design Tokens format 2025.10; use one of \(TokenType.supportedList)"))
            return nil
        }
        return type
    }
}

/// An alias value: the whole string is `{group.token}`.
struct AliasReference: Equatable {
    var target: String

    init?(_ node: JSONNode) {
        guard let text = node.string, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        target = String(inner)
    }
}
