/// A coordinate space locations are reported in, like SwiftUI's `CoordinateSpace`: the
/// screen's, the view's own, or one named with `.coordinateSpace(name:)`.
///
/// ```swift
/// DragGesture(coordinateSpace: .global)
/// ```
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}
