import BitmapText
import Raster
import Tokens

// The environment values the layout layer itself reads, each behind its own key.

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct TokensKey: EnvironmentKey { static let defaultValue: any DesignTokenSource = NoTokens() }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct IsPressedKey: EnvironmentKey { static let defaultValue = false }
struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Light or dark; picks the token mode colours resolve in.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The preferred text size; text styles scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// `false` under `.disabled(true)`; controls draw their disabled look.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Left-to-right, or right-to-left: horizontal layout below is mirrored (see `MirrorNode`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The design tokens colours, dimensions and fonts resolve against.
    public var tokens: any DesignTokenSource {
        get { self[TokensKey.self] }
        set { self[TokensKey.self] = newValue }
    }

    /// Pixels per point of the render in progress (SwiftUI's `CGFloat`: 1, 2 or 3).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// State input: buttons below draw pressed (their style gets `isPressed == true`).
    public var isPressed: Bool {
        get { self[IsPressedKey.self] }
        set { self[IsPressedKey.self] = newValue }
    }

    /// State input: text fields below draw focused, and `@FocusState` reads `true`.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
