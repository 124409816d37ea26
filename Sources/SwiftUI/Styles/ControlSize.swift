import BitmapText
import Raster
import Tokens

/// The size class controls inside draw at, like SwiftUI's `ControlSize`: bordered buttons pick
/// their font, insets and corner radius from it, the spinner its diameter.
///
/// ```swift
/// Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size controls inside draw at (`.regular` unless `.controlSize(_:)` says otherwise).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// The size controls inside draw at.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
