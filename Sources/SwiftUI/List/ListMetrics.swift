import BitmapText
import Raster
import Tokens

/// The iOS 17 list metrics and colours the list styles draw with (iPhone, portrait).
/// Colours are UIKit's dynamic system colours (light / dark); lengths are UIKit's defaults
/// for table views, as documented in UIKit and the HIG:
///
/// - rows are at least 44 points tall (`defaultMinListRowHeight`), content inset 16 points
///   from the cell's edges on phones narrower than 414 points and 20 on wider ones (the system
///   layout margins), 8 points above and below;
/// - inset-grouped cards sit the same margin in from the list's edges with 10-point corners;
/// - sections are 35 points apart; a header adds 17 above its text and 7 below it; a footer
///   7 above its text;
/// - separators are one device pixel, start at the row's text (its `listRowSeparatorLeading`
///   guide) and run to the card's trailing edge.
enum ListMetrics {
    static let minRowHeight = 44.0
    static let rowVerticalInset = 8.0
    static let cornerRadius = 10.0
    static let sectionSpacing = 35.0
    static let headerTop = 17.0
    static let headerBottom = 7.0
    static let footerTop = 7.0

    /// The system layout margin for a list `width` points wide.
    static func margin(forWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

    private static func rgba(_ value: UInt32, _ alpha: UInt8 = 255) -> RGBA8 {
        RGBA8(r: UInt8(value >> 16), g: UInt8((value >> 8) & 0xFF), b: UInt8(value & 0xFF), a: alpha)
    }

    /// `systemGroupedBackground`.
    static let groupedBackground = Color(light: rgba(0xF2F2F7), dark: rgba(0x000000))
    /// `secondarySystemGroupedBackground`: inset-grouped and grouped cells.
    static let groupedCell = Color(light: rgba(0xFFFFFF), dark: rgba(0x1C1C1E))
    /// `systemBackground`: plain and inset lists and their cells.
    static let plainBackground = Color(light: rgba(0xFFFFFF), dark: rgba(0x000000))
    /// `separator`: #3C3C43 at 29 % light, #545458 at 60 % dark.
    static let separator = Color(light: rgba(0x3C3C43, 74), dark: rgba(0x545458, 153))
    /// `tertiaryLabel`: the disclosure chevron of navigation rows (#3C3C43 at 30 % / #EBEBF5 at 30 %).
    static let chevron = Color(light: rgba(0x3C3C43, 77), dark: rgba(0xEBEBF5, 77))
}
