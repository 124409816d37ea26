/// Turns a literal `$value` into a `TokenValue` of the given `$type`.
enum ValueParser {
    static func parse(_ node: JSONNode, as type: TokenType, context: ValueContext) throws(ValueError) -> TokenValue {
        switch type {
        case .color: return .color(try ColorParser.parse(node, context: context))
        case .dimension: return .dimension(try ScalarParser.dimension(node, context: context))
        case .number: return .number(try ScalarParser.number(node))
        case .fontFamily: return .fontFamily(try ScalarParser.fontFamily(node))
        case .fontWeight: return .fontWeight(try ScalarParser.fontWeight(node))
        case .duration: return .duration(try ScalarParser.duration(node, context: context))
        case .cubicBezier: return .cubicBezier(try ScalarParser.cubicBezier(node, context: context))
        case .strokeStyle: return .strokeStyle(try LineParser.strokeStyle(node, context: context))
        case .border: return .border(try LineParser.border(node, context: context))
        case .transition: return .transition(try CompositeParser.transition(node, context: context))
        case .shadow: return .shadow(try CompositeParser.shadow(node, context: context))
        case .gradient: return .gradient(try CompositeParser.gradient(node, context: context))
        case .typography: return .typography(try CompositeParser.typography(node, context: context))
        }
    }
}
