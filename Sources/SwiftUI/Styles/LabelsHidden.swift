import BitmapText
import Raster
import Tokens

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `true` under `.labelsHidden()`: toggles, pickers, steppers and sliders inside leave their
    /// label out (it still names them for accessibility).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Controls inside draw without their labels.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $isOn).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
