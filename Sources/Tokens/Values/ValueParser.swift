/// Turns a literal `$value` into a `TokenValue` of the given `$type`.
enum ValueParser {
    static func parse(_ node: JSONNode, as type: TokenType, metadata: TokenMetadata, resolve: FieldResolver) throws(ValueError) -> TokenValue {
        switch type {
        case .color: return .color(try ColorParser.parse(node))
        case .dimension: return .dimension(try ScalarParser.dimension(node))
        case .number: return .number(try ScalarParser.number(node))
        case .fontFamily: return .fontFamily(try ScalarParser.fontFamily(node))
        case .fontWeight: return .fontWeight(try ScalarParser.fontWeight(node))
        case .duration: return .duration(try ScalarParser.duration(node))
        case .typography: return .typography(try CompositeParser.typography(node, metadata: metadata, resolve: resolve))
        case .shadow: return .shadow(try CompositeParser.shadow(node, resolve: resolve))
        }
    }
}
