import Foundation

/// Reads one W3C design-token file (`*.tokens.json`, format 2025.10) into token definitions.
///
/// An object with `$value` is a token, any other object a group; `$type` is inherited from the
/// enclosing groups; `$description`, `$deprecated` and `$extensions` are kept. Problems (a bad
/// name, a missing or unknown `$type`, a stray value) are collected, never thrown one at a time,
/// so a file with five mistakes reports five.
///
/// ```swift
/// let file = TokenFileReader.read(json: root, file: "scale.tokens.json")
/// ```
enum TokenFileReader {
    struct Result {
        var definitions: [TokenDefinition] = []
        var problems: [TokenProblem] = []
    }

    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$schema"]
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
        return result
    }

    private struct Inherited {
        var type: TokenType?
        var isPrimitive = false
    }

    private static func readGroup(_ members: [JSONMember], path: [String], inherited: Inherited, file: String, into result: inout Result) {
        var context = inherited
        let groupPath = path.joined(separator: ".")
        for member in members where member.key.hasPrefix("$") {
            guard groupProperties.contains(member.key) else {
                result.problems.append(TokenProblem(.invalidFile, path: groupPath, file: file, line: member.line, message: "unknown group property \"\(member.key)\"; groups may have \(groupProperties.sorted().joined(separator: ", "))"))
                continue
            }
            if member.key == "$type" {
                if let type = readType(member, path: groupPath, file: file, into: &result) { context.type = type }
            }
            if member.key == "$extensions", member.value[TokenMetadata.extensionNamespace]?["primitive"]?.value == .bool(true) {
                context.isPrimitive = true
            }
        }
        for member in members where !member.key.hasPrefix("$") {
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
            if child.contains(where: { $0.key == "$value" }) {
                readToken(child, path: shown, line: member.line, inherited: context, file: file, into: &result)
            } else {
                readGroup(child, path: childPath, inherited: context, file: file, into: &result)
            }
        }
    }

    private static func readToken(_ members: [JSONMember], path: String, line: Int, inherited: Inherited, file: String, into result: inout Result) {
        var type = inherited.type
        var metadata = TokenMetadata(isPrimitive: inherited.isPrimitive, file: file, line: line)
        var value = JSONNode(.null)
        for member in members {
            switch member.key {
            case "$value": value = member.value
            case "$type":
                guard let declared = readType(member, path: path, file: file, into: &result) else { return }
                type = declared
            case "$description": metadata.description = member.value.string
            case "$deprecated":
                if case .bool(let flag) = member.value.value { metadata.deprecated = flag ? "" : nil } else { metadata.deprecated = member.value.string }
            case "$extensions":
                metadata.extensions = member.value
                if member.value[TokenMetadata.extensionNamespace]?["primitive"]?.value == .bool(true) { metadata.isPrimitive = true }
            default:
                let message = member.key.hasPrefix("$")
                    ? "unknown token property \"\(member.key)\"; tokens may have \(tokenProperties.sorted().joined(separator: ", "))"
                    : "a token cannot have children (\"\(member.key)\"); move \"\(member.key)\" out of the token or turn the token into a group"
                result.problems.append(TokenProblem(.invalidFile, path: path, file: file, line: member.line, message: message))
            }
        }
        if type == nil && AliasReference(value) == nil {
            result.problems.append(TokenProblem(.missingType, path: path, file: file, line: line, message: "no $type on the token or an enclosing group; add \"$type\" (one of \(TokenType.supportedList))"))
            return
        }
        result.definitions.append(TokenDefinition(path: path, type: type, value: value, metadata: metadata))
    }

    private static func readType(_ member: JSONMember, path: String, file: String, into result: inout Result) -> TokenType? {
        guard let name = member.value.string, let type = TokenType(rawValue: name) else {
            result.problems.append(TokenProblem(.unsupportedType, path: path, file: file, line: member.line, message: "$type \(member.value.brief) is not supported; use one of \(TokenType.supportedList)"))
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
