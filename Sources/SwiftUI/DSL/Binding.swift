import BitmapText
import Raster
import Tokens

/// A read-write reference to a value owned elsewhere, like SwiftUI's `Binding`, with its whole
/// API: `init(get:set:)`, `.constant`, `$binding.member` (dynamic member lookup), the optional
/// and `AnyHashable` conversions, `.animation()`/`.transaction()` (accepted: a snapshot is one
/// frame), and collection conformance so `ForEach($items) { $item in … }` works. With no events
/// nothing writes through it during a render; it carries field contents and selections in.
///
/// ```swift
/// TextFieldRow(title: "Name", placeholder: "Jane", text: .constant("Ada"))
/// TextField("Name", text: $model.profile.name)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void

    /// The transaction writes through this binding use.
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(get: { base.getValue()[keyPath: keyPath] },
                                set: { newValue, transaction in
                                    var value = base.getValue()
                                    value[keyPath: keyPath] = newValue
                                    base.setValue(value, transaction)
                                })
    }

    /// An optional view of a non-optional binding; writing `nil` leaves the base unchanged.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue, transaction in
            if let newValue { base.setValue(newValue, transaction) }
        })
    }

    /// A non-optional binding to an optional's value, or `nil` while the value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { newValue, transaction in
            base.setValue(newValue, transaction)
        })
    }

    /// A type-erased binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue, transaction in
            if let value = newValue.base as? V { base.setValue(value, transaction) }
        })
    }

    /// This binding with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// This binding with writes animated (accepted; a snapshot is one frame).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

extension Binding: DynamicProperty {}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(get: { base.wrappedValue[position] },
                                      set: { newValue, transaction in
                                          var value = base.getValue()
                                          value[position] = newValue
                                          base.setValue(value, transaction)
                                      })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
