import Raster
@testable import Tokens

/// A `ValueContext` for parser tests: fields are read as literals (no aliases), warnings collected.
final class LiteralContext {
    private(set) var warnings: [String] = []

    var context: ValueContext {
        ValueContext(metadata: TokenMetadata(file: "test", line: 1), resolve: { [unowned self] node, type throws(ValueError) in
            try ValueParser.parse(node, as: type, context: self.context)
        }, warn: { [unowned self] in self.warnings.append($0) })
    }

    func color(_ json: String) throws -> RGBA8 { try ColorParser.parse(JSONParser.parse(json, file: "a"), context: context) }
}



