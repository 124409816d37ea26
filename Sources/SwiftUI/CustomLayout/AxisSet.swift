import BitmapText
import Raster
import Tokens

extension Axis {
    /// A set of axes, e.g. the ones a `ScrollView` scrolls along or `ViewThatFits` checks.
    ///
    /// ```swift
    /// ScrollView([.horizontal, .vertical]) { … }
    /// ```
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
