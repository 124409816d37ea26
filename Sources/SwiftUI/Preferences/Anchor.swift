/// An opaque reference to a piece of a view's geometry, like SwiftUI's `Anchor`, made by
/// `anchorPreference`. It records which piece (`source`); turning it into points needs the
/// laid-out frame, which a `GeometryProxy` gives.
///
/// ```swift
/// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// ```
public struct Anchor<Value>: Sendable {
    /// Which piece of a view's geometry an anchor refers to.
    public struct Source: Sendable {
        enum Kind: Equatable, Sendable {
            case bounds
            case rect(CGRect)
            case point(UnitPoint)
            case fixedPoint(CGPoint)
        }

        let kind: Kind
    }

    public let source: Source
}

extension Anchor.Source where Value == CGRect {
    /// The view's whole frame.
    public static var bounds: Anchor<CGRect>.Source { .init(kind: .bounds) }

    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(kind: .rect(r)) }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's frame.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { .init(kind: .point(point)) }

    /// A point in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init(kind: .fixedPoint(point)) }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
