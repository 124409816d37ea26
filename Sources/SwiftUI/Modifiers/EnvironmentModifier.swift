import BitmapText
import Raster
import Tokens

/// Sets an environment value for the modified view and everything inside it.
struct EnvironmentModifier: PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let inner = context.with(change)
        return inner.mirroring(content(inner), from: context.environment.layoutDirection)
    }
}

extension View {
    /// This view with the environment value at `keyPath` set to `value`.
    ///
    /// ```swift
    /// Card().environment(\.colorScheme, .dark)
    /// extension View { func rowStyle(_ style: RowStyle) -> some View { environment(\.rowStyle, style) } }
    /// ```
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// This view with environment values changed by `transform`.
    public func transformEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                            transform: @escaping (inout Value) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Draws this view disabled (and tells controls inside they are not enabled).
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// The text style of text inside.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Text inside drawn bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.fontWeight = .bold } })
    }

    /// Text inside drawn at `weight`.
    public func fontWeight(_ weight: FontWeight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Extra space after each character of text inside.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, tracking)
    }

    /// Text inside drawn upper- or lower-case; `nil` keeps the original case.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase ?? .original)
    }

    /// Extra space between lines of text inside.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        environment(\.lineSpacing, spacing)
    }

    /// At most `limit` lines for text inside; the last one ends with "…" when cut.
    public func lineLimit(_ limit: Int?) -> some View {
        environment(\.lineLimit, limit)
    }

    /// How lines of multiline text and text fields inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text inside that does not fit is cut.
    public func truncationMode(_ mode: TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// The paint for text, symbols and unfilled shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// SwiftUI's older spelling of `foregroundStyle` for colours; `nil` goes back to `.primary`.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// The Dynamic Type size inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// State input: buttons inside draw as pressed.
    public func pressed(_ isPressed: Bool = true) -> some View {
        environment(\.isPressed, isPressed)
    }

    /// State input: text fields inside draw as focused and `@FocusState` reads `true`.
    public func focused(_ isFocused: Bool) -> some View {
        environment(\.isFocused, isFocused)
    }
}
