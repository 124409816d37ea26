import BitmapText
import Raster
import Tokens

/// A proposal for a view's size, per dimension: `nil` asks for the ideal size, `0` for the
/// minimum, `.infinity` for the maximum, anything else for a size that fits.
///
/// ```swift
/// subview.sizeThatFits(.unspecified)                                  // ideal
/// subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
/// ```
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` dimension replaced by `size`'s (10 × 10 unless given).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// The engine's form.
    var engine: ProposedSize {
        ProposedSize(width: width.map { Double($0) }, height: height.map { Double($0) })
    }
}
