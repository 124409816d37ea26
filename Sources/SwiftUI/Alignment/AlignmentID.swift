import BitmapText
import Raster
import Tokens

/// The identity of an alignment guide and its value for views that set none explicitly.
///
/// ```swift
/// private enum IconCenter: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let iconCenter = VerticalAlignment(IconCenter.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value in a view of `context`'s size when the view sets none.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container merges the explicit values its children give one guide: SwiftUI averages
/// them, except the text baselines (the first baseline is the topmost, the last the lowest).
protocol ExplicitAlignmentCombining {
    static func combine(_ values: [Double]) -> Double
}

/// One alignment guide on one axis, as the engine keys it: equal when the IDs are the same type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The value for a view of `size` with no explicit guides.
    func defaultValue(_ size: Size) -> Double {
        Double(id.defaultValue(in: ViewDimensions(size: size) { _ in nil }))
    }

    /// The parent's explicit value from its children's (already in the parent's coordinates).
    func combine(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        if let combining = id as? any ExplicitAlignmentCombining.Type { return combining.combine(values) }
        return values.reduce(0, +) / Double(values.count)
    }

    /// The name the text dump prints.
    var name: String {
        if let named = id as? any BuiltInAlignmentID.Type { return named.name }
        return String(describing: id)
    }
}

/// The guides SwiftUI defines, with the names dumps print.
protocol BuiltInAlignmentID: AlignmentID {
    static var name: String { get }
}

enum LeadingAlignmentID: BuiltInAlignmentID {
    static let name = "leading"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: BuiltInAlignmentID {
    static let name = "center"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: BuiltInAlignmentID {
    static let name = "trailing"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignmentID: BuiltInAlignmentID {
    static let name = "top"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: BuiltInAlignmentID {
    static let name = "center"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: BuiltInAlignmentID {
    static let name = "bottom"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum FirstTextBaselineID: BuiltInAlignmentID, ExplicitAlignmentCombining {
    static let name = "firstTextBaseline"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func combine(_ values: [Double]) -> Double { values.min()! }
}

enum LastTextBaselineID: BuiltInAlignmentID, ExplicitAlignmentCombining {
    static let name = "lastTextBaseline"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func combine(_ values: [Double]) -> Double { values.max()! }
}

enum ListRowSeparatorLeadingID: BuiltInAlignmentID {
    static let name = "listRowSeparatorLeading"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum ListRowSeparatorTrailingID: BuiltInAlignmentID {
    static let name = "listRowSeparatorTrailing"
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
