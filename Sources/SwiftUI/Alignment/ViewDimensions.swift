import BitmapText
import Raster
import Tokens

/// A view's size and its alignment guides, as `alignmentGuide` closures and custom layouts see
/// them: `d[.leading]`, `d[VerticalAlignment.center]`, `d[explicit: .firstTextBaseline]`.
///
/// ```swift
/// Text("3").alignmentGuide(.top) { d in d[.top] + d.height * 0.4 }
/// ```
public struct ViewDimensions: Equatable {
    let size: Size
    let explicit: (AlignmentKey) -> Double?

    init(size: Size, explicit: @escaping (AlignmentKey) -> Double?) {
        self.size = size
        self.explicit = explicit
    }

    public var width: CGFloat { CGFloat(size.width) }
    public var height: CGFloat { CGFloat(size.height) }

    /// The guide's value: the view's explicit value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }

    /// The guide's value only when the view sets it (an `alignmentGuide`, a text baseline).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }

    func value(_ key: AlignmentKey) -> CGFloat {
        if let value = explicit(key) { return CGFloat(value) }
        return key.id.defaultValue(in: self)
    }

    /// Equal when the sizes are (guides are computed from the same view).
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.size == b.size }
}

extension LayoutNode {
    /// The dimensions of this node when it chose `size` for `proposal`.
    func dimensions(size: Size, proposal: ProposedSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in explicitAlignment(key, size: size, proposal: proposal) }
    }

    /// The guide's value in this node: explicit, else the default.
    func alignmentValue(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double {
        if let value = explicitAlignment(key, size: size, proposal: proposal) { return value }
        return Double(key.id.defaultValue(in: dimensions(size: size, proposal: proposal)))
    }
}
