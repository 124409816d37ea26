import SwiftUI

/// How rows draw: edge to edge, or inset with padding on a background of their own.
public enum RowStyle: String, Sendable, CaseIterable {
    case plain
    case inset
}

/// Everything about the design system a screen may adjust, carried in the environment as the
/// seeds' `Configuration` is. It stays internal: screens change it through the public
/// modifiers (`rowStyle(_:)`, `rowInsetBackgroundColor(_:)`), which keeps the set of knobs small.
struct DesignSystemConfiguration: Sendable {
    var rows = RowConfiguration()
}

/// The rows' part of the configuration.
struct RowConfiguration: Sendable {
    var style = RowStyle.plain
    var insetBackgroundColor = Color.bgSurface
}

private struct ConfigurationKey: EnvironmentKey {
    static let defaultValue = DesignSystemConfiguration()
}

extension EnvironmentValues {
    var configuration: DesignSystemConfiguration {
        get { self[ConfigurationKey.self] }
        set { self[ConfigurationKey.self] = newValue }
    }
}

extension View {
    /// The style of every `Row` (and row built on it) inside.
    ///
    /// ```swift
    /// VStack { ListRow(title: "Wi-Fi"); ListRow(title: "Bluetooth") }.rowStyle(.inset)
    /// ```
    public func rowStyle(_ style: RowStyle) -> some View {
        environment(\.configuration.rows.style, style)
    }

    /// The background of inset rows inside; a role-named colour.
    ///
    /// ```swift
    /// settings.rowStyle(.inset).rowInsetBackgroundColor(.bgElevated)
    /// ```
    public func rowInsetBackgroundColor(_ color: Color) -> some View {
        environment(\.configuration.rows.insetBackgroundColor, color)
    }
}
