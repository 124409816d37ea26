/// How a view would enter or leave, like SwiftUI's `AnyTransition`. A snapshot shows views
/// that are there, fully in, so transitions are accepted and change nothing.
///
/// ```swift
/// if isShowingToast {
///     Toast().transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion.description), \(removal.description))")
    }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier") }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(description)+\(other.description)")
    }

    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content would change in place (`.contentTransition`); accepted.
public struct ContentTransition: Sendable {
    let description: String
    public static let identity = ContentTransition(description: "identity")
    public static let opacity = ContentTransition(description: "opacity")
    public static let interpolate = ContentTransition(description: "interpolate")
    public static let symbolEffect = ContentTransition(description: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(description: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(description: "numericText") }
}

/// Which parts of a frame `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// How this view enters and leaves (accepted; a snapshot shows it fully in).
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// How this view's content changes in place (accepted).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Matches this view's geometry to others with the same `id` in `namespace` while they
    /// animate between each other (accepted; with one frame, each view keeps its own layout).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
