import BitmapText
import Raster
import Tokens

/// The iOS system colours controls draw their own parts in (UIKit's semantic colours, light /
/// dark, as Apple's iOS 17 UI kit and `UIColor` give them). Internal: the public colour names
/// belong to `Color`.
enum ControlPalette {
    private static func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Double) -> RGBA8 {
        RGBA8(r: r, g: g, b: b, a: UInt8((alpha * 255).rounded()))
    }

    /// `systemFill`: a slider's and progress bar's empty track.
    static let systemFill = Color(light: rgba(120, 120, 128, 0.20), dark: rgba(120, 120, 128, 0.36))
    /// `secondarySystemFill`: a switch's track when off (#E9E9EB on white).
    static let secondarySystemFill = Color(light: rgba(120, 120, 128, 0.16), dark: rgba(120, 120, 128, 0.32))
    /// `tertiarySystemFill`: a bordered button, a segmented control's and a stepper's background.
    static let tertiarySystemFill = Color(light: rgba(118, 118, 128, 0.12), dark: rgba(118, 118, 128, 0.24))
    /// `systemBackground`.
    static let systemBackground = Color(light: rgba(255, 255, 255, 1), dark: rgba(0, 0, 0, 1))
    /// `secondarySystemBackground`: a group box.
    static let secondarySystemBackground = Color(light: rgba(0xF2, 0xF2, 0xF7, 1), dark: rgba(0x1C, 0x1C, 0x1E, 1))
    /// `tertiarySystemBackground`: a group box inside a group box.
    static let tertiarySystemBackground = Color(light: rgba(255, 255, 255, 1), dark: rgba(0x2C, 0x2C, 0x2E, 1))
    /// The selected segment of a segmented control: white / systemGray (dark) #636366.
    static let selectedSegment = Color(light: rgba(255, 255, 255, 1), dark: rgba(0x63, 0x63, 0x66, 1))
    /// The 1-pt lines between unselected segments and the halves of a stepper.
    static let controlSeparator = Color(light: rgba(142, 142, 147, 0.30), dark: rgba(142, 142, 147, 0.30))
    /// `opaqueSeparator`-like border of a rounded-border text field.
    static let textFieldBorder = Color(light: rgba(0, 0, 0, 0.20), dark: rgba(255, 255, 255, 0.20))
    /// The shadow under a switch's knob and a slider's thumb.
    static let knobShadow = Color(RGBA8(r: 0, g: 0, b: 0, a: 38))
    /// The white knob of a switch and thumb of a slider (white in both schemes).
    static let knob = Color.white
    /// `tertiaryLabel`: the label of a disabled control.
    static let disabledLabel = Color.tertiary
}
