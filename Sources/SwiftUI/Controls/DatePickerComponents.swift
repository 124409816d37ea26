import BitmapText
import Raster
import Tokens

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
