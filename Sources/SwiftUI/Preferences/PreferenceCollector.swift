/// The preference values set by the views resolved below one point of the tree, per key, in
/// the order they were resolved. A collector lives in the environment (a reference, so views
/// below can add to it); modifiers that read preferences give their content a fresh one.
final class PreferenceCollector {
    private var values: [ObjectIdentifier: [Any]] = [:]
    /// Keys in the order their first value arrived, so merging keeps a stable order.
    private var order: [ObjectIdentifier] = []

    func append(_ value: Any, for key: ObjectIdentifier) {
        if values[key] == nil { order.append(key) }
        values[key, default: []].append(value)
    }

    func values<K: PreferenceKey>(for key: K.Type) -> [K.Value] {
        (values[ObjectIdentifier(key)] ?? []).map { $0 as! K.Value }
    }

    /// Adds everything collected here to `parent`, leaving out `excluded`.
    func merge(into parent: PreferenceCollector?, excluding excluded: ObjectIdentifier? = nil) {
        guard let parent else { return }
        for key in order where key != excluded {
            for value in values[key] ?? [] {
                parent.append(value, for: key)
            }
        }
    }
}

struct PreferenceCollectorKey: EnvironmentKey {
    static var defaultValue: PreferenceCollector? { nil }
}

extension ResolveContext {
    /// Resolves content with a fresh collector; returns its nodes and what was collected. What
    /// was collected is also passed on to the collector above, except `replacing`'s values.
    func collectingPreferences(replacing excluded: ObjectIdentifier? = nil,
                               _ content: (ResolveContext) -> [LayoutNode]) -> ([LayoutNode], PreferenceCollector) {
        let parent = environment[PreferenceCollectorKey.self]
        let collector = PreferenceCollector()
        let nodes = content(with { $0[PreferenceCollectorKey.self] = collector })
        collector.merge(into: parent, excluding: excluded)
        return (nodes, collector)
    }
}

/// Sets the value of `K` for the modified view from what its content produced.
struct PreferenceWriter<K: PreferenceKey>: PrimitiveModifier {
    let produce: ([K.Value]) -> [K.Value]

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let key = ObjectIdentifier(K.self)
        let (nodes, collected) = context.collectingPreferences(replacing: key, content)
        let produced = context.evaluate { produce(collected.values(for: K.self)) }
        if let parent = context.environment[PreferenceCollectorKey.self] {
            for value in produced { parent.append(value, for: key) }
        }
        return nodes
    }
}

/// Calls an action with the reduced value of `K` its content produced.
struct PreferenceReader<K: PreferenceKey>: PrimitiveModifier {
    let action: (K.Value) -> Void

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let (nodes, collected) = context.collectingPreferences(content)
        let value = K.reduced(collected.values(for: K.self))
        context.evaluate { action(value) }
        return nodes
    }
}

/// Draws a view made from the reduced value of `K` behind or in front of its content.
struct PreferenceDecoration<K: PreferenceKey, V: View>: PrimitiveModifier {
    let alignment: Alignment
    let inFront: Bool
    let transform: (K.Value) -> V

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let (nodes, collected) = context.collectingPreferences(content)
        let value = K.reduced(collected.values(for: K.self))
        let decoration = context.evaluate { transform(value) }
        return DecorationModifier(alignment: alignment, inFront: inFront) { $0.resolve(decoration) }
            .apply(in: context) { _ in nodes }
    }
}
