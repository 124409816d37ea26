import SwiftUI


/// The four kinds of button, each a set of colour roles: the filled call to action, the
/// tinted secondary, the borderless ghost and the filled destructive.
public enum ButtonVariant: String, Sendable, CaseIterable {
    case primary
    case secondary
    case ghost
    case destructive

    /// The fill at rest; `nil` draws none (ghost).
    var background: Color? {
        switch self {
        case .primary: .actionPrimaryBg
        case .secondary: .actionSecondaryBg
        case .ghost: nil
        case .destructive: .actionDestructiveBg
        }
    }

    /// The fill while pressed, when it differs from the resting one.
    var pressedBackground: Color? {
        self == .ghost ? .actionGhostPressedBg : background
    }

    /// Label, icon and spinner colour.
    var label: Color {
        switch self {
        case .primary: .actionPrimaryLabel
        case .secondary: .actionSecondaryLabel
        case .ghost: .actionGhostLabel
        case .destructive: .actionDestructiveLabel
        }
    }
}
