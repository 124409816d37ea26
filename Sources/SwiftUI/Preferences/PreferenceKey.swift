/// A value views pass up to their ancestors, like SwiftUI's `PreferenceKey`: each view below
/// may set one with `.preference(key:value:)`, and `reduce` folds them, in the order the views
/// appear, into the value an ancestor's `onPreferenceChange` or `overlayPreferenceValue` sees.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static var defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// `defaultValue` folded with `values` in order.
    static func reduced(_ values: [Value]) -> Value {
        var value = defaultValue
        for next in values {
            reduce(value: &value, nextValue: { next })
        }
        return value
    }
}

extension View {
    /// Sets this view's value for `key` (replacing what views inside set for the same key).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriter<K> { _ in [value] })
    }

    /// Changes the value for `key` that the views inside produce.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWriter<K> { values in
            var value = K.reduced(values)
            callback(&value)
            return [value]
        })
    }

    /// Sets this view's value for `key` from an anchor of its geometry. The anchor names its
    /// source (`.bounds`, `.center` …); resolving it to points needs a `GeometryProxy`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceWriter<K> { _ in [transform(Anchor(source: value))] })
    }

    /// Changes the value for `key` from an anchor of this view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceWriter<K> { values in
            var reduced = K.reduced(values)
            transform(&reduced, Anchor(source: value))
            return [reduced]
        })
    }

    /// Calls `action` once, after the views inside are resolved, with the value they produce
    /// for `key` (SwiftUI calls it when that value changes; a snapshot has one value). State
    /// it writes is seen by views resolved after it (and by bindings read later), not by
    /// bodies already evaluated.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(PreferenceReader<K>(action: action))
    }

    /// Draws the view `transform` makes from the value for `key` in front of this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceDecoration<K, V>(alignment: alignment, inFront: true, transform: transform))
    }

    /// Draws the view `transform` makes from the value for `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceDecoration<K, V>(alignment: alignment, inFront: false, transform: transform))
    }
}
