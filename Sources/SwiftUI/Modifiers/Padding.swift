import BitmapText
import Raster
import Tokens

/// A side of a rectangle, and sets of sides for `padding`.
public enum Edge: Sendable, Hashable {
    case top, leading, bottom, trailing

    /// A set of edges, e.g. `.horizontal` or `[.top, .leading]`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets the content: it is offered the proposal minus the insets and the result is the
/// content's size plus the insets.
struct PaddingModifier: PrimitiveModifier {
    let edges: Edge.Set
    let length: CGFloat?
    static let defaultLength = 16.0

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let amount = length.map { Double($0) } ?? PaddingModifier.defaultLength
        let insets = Raster.EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
        return content(context).map { PaddingNode(insets: insets, child: $0) }
    }
}

struct InsetsModifier: PrimitiveModifier {
    let insets: EdgeInsets

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { PaddingNode(insets: insets.raster, child: $0) }
    }
}

extension View {
    /// Space around this view on `edges`; 16 points when no length is given.
    ///
    /// ```swift
    /// Text("Hi").padding()                       // 16 on every side
    /// Text("Hi").padding(.horizontal, Space.lg)  // a spacing token
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length))
    }

    /// `length` points on every side.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length))
    }

    /// Different space on each side.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(InsetsModifier(insets: insets))
    }
}
