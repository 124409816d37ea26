/// The kinds of safe area a view can extend into (`ignoresSafeArea(_:edges:)`).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area outside the device's bars and rounded corners.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A Pixelproof render has no safe area: the canvas is the view's own frame, with no status bar,
/// home indicator or keyboard inset (`GeometryProxy.safeAreaInsets` is zero). Extending a view
/// into the safe area therefore changes nothing, as on iOS where the insets are zero.
///
/// ```swift
/// Color.indigo.ignoresSafeArea()
/// ```
extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The iOS 13 spelling of `ignoresSafeArea(.container, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
