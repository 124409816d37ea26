/// A stored property of a view that SwiftUI updates before `body` runs, like SwiftUI's
/// protocol. Here every render starts from the initial values, so `update()` has nothing to do
/// by default; custom property wrappers written for SwiftUI conform unchanged.
///
/// ```swift
/// @propertyWrapper struct Clamped: DynamicProperty {
///     @State private var value = 0.0
///     var wrappedValue: Double { value }
/// }
/// ```
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
