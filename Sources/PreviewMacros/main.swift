import Foundation

// The compiler plugin behind `#Preview` on Linux, written without swift-syntax: SwiftPM can
// only get swift-syntax as an outside package, which Pixelproof does not fetch. The compiler
// talks to a macro plugin in JSON messages over standard input and output (each framed by
// its byte count as a little-endian UInt64), and hands a freestanding macro its source text;
// `PreviewExpansion` turns that text into the expansion. The message shapes are those of
// swift-syntax's SwiftCompilerPluginMessageHandling (`HostToPluginMessage`,
// `PluginToHostMessage`), as the toolchain's interface files declare them.

/// The protocol version this plugin speaks (the compiler answers freestanding expansions
/// with `expandMacroResult` from version 5 on).
let protocolVersion = 7

func readExactly(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

func readMessage() -> [String: Any]? {
    guard let header = readExactly(8) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard let payload = readExactly(Int(length)),
          let message = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else { return nil }
    return message
}

func send(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
    var header = UInt64(payload.count).littleEndian
    let headerData = Data(bytes: &header, count: 8)
    FileHandle.standardOutput.write(headerData + payload)
}

/// A diagnostic at `location` (the macro's own position), in the compiler's message shape.
func diagnostic(_ text: String, at location: [String: Any]) -> [String: Any] {
    let fileName = location["fileName"] as? String ?? ""
    let offset = location["offset"] as? Int ?? 0
    let position: [String: Any] = ["fileName": fileName, "offset": offset]
    return ["message": text, "severity": "error", "position": position, "highlights": [], "notes": [], "fixIts": []]
}

/// The syntax's location is where its leading trivia starts; the macro is that many lines on.
func leadingNewlines(_ source: String) -> Int {
    var count = 0
    for character in source {
        if character == "\n" { count += 1 } else if !character.isWhitespace { break }
    }
    return count
}

while let message = readMessage() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else if let expand = message["expandFreestandingMacro"] as? [String: Any] {
        let syntax = expand["syntax"] as? [String: Any] ?? [:]
        let source = syntax["source"] as? String ?? ""
        let location = syntax["location"] as? [String: Any] ?? [:]
        let discriminator = expand["discriminator"] as? String ?? ""
        do {
            let expansion = try PreviewExpansion(source: source)
            let text = expansion.declaration(
                typeName: discriminator + "7PreviewfMu_",
                fileID: location["fileID"] as? String ?? "",
                line: (location["line"] as? Int ?? 0) + leadingNewlines(source))
            send(["expandMacroResult": ["expandedSource": text, "diagnostics": []]])
        } catch {
            send(["expandMacroResult": ["diagnostics": [diagnostic("\(error)", at: location)]]])
        }
    } else if let expand = message["expandAttachedMacro"] as? [String: Any] {
        let declaration = (expand["declSyntax"] as? [String: Any])?["source"] as? String ?? ""
        let location = (expand["attributeSyntax"] as? [String: Any])?["location"] as? [String: Any] ?? [:]
        let role = expand["macroRole"] as? String ?? ""
        let macro = (expand["macro"] as? [String: Any])?["typeName"] as? String ?? ""
        if macro == "PreviewableMacro" {
            send(["expandMacroResult": ["expandedSource": "", "diagnostics": []]])
            continue
        }
        do {
            let entry = try EntryExpansion(declaration: declaration)
            let text = role == "accessor" ? entry.accessors : entry.keyDeclaration
            send(["expandMacroResult": ["expandedSource": text, "diagnostics": []]])
        } catch {
            send(["expandMacroResult": ["diagnostics": [diagnostic("\(error)", at: location)]]])
        }
    } else if message["loadPluginLibrary"] != nil {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": []]])
    } else {
        send(["expandMacroResult": ["diagnostics": []]])
    }
}
