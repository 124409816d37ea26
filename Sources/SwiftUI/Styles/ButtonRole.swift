import BitmapText
import Raster
import Tokens

/// What a button does, like SwiftUI's `ButtonRole`: a destructive button draws in red in the
/// built-in styles; a cancel button draws like any other outside alerts and menus.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case destructive, cancel }

    let kind: Kind

    /// Deletes user data or performs another irreversible action.
    public static let destructive = ButtonRole(kind: .destructive)
    /// Cancels the current operation.
    public static let cancel = ButtonRole(kind: .cancel)
}
