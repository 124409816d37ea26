import SwiftUI

/// The design system's buttons, as a button style so buttons stay buttons: full width, at least
/// the 44-point tap target, the label in the headline style (a long title wraps, centred). Pressed dims to `opacity.pressed`
/// (a ghost button gains its pressed fill instead), disabled fades to `opacity.disabled`, and
/// loading (`.loading()`) swaps the label for a spinner in the label colour while keeping the button's size.
///
/// ```swift
/// Button("Continue") { save() }.buttonStyle(.dsPrimary)
/// Button(action: add) { Label("Add", systemImage: "plus") }.buttonStyle(.dsSecondary)
/// Button("Delete") { delete() }.buttonStyle(.dsDestructive).loading(isDeleting)
/// ```
public struct DSButtonStyle: ButtonStyle {
    public var variant: ButtonVariant

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isLoading) private var isLoading

    public init(_ variant: ButtonVariant) {
        self.variant = variant
    }

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            configuration.label
                .labelStyle(.dsTitleAndIcon)
                .opacity(isLoading ? 0 : 1)
            if isLoading {
                ProgressView()
            }
        }
        .appText(.headline)
        .multilineTextAlignment(.center)
        .foregroundStyle(variant.label)
        .padding(.horizontal, Space.lg)
        .padding(.vertical, Space.md)
        .frame(maxWidth: .infinity, minHeight: Control.minHeight)
        .background { fill(isPressed: configuration.isPressed) }
        .opacity(opacity(isPressed: configuration.isPressed))
    }

    @ViewBuilder private func fill(isPressed: Bool) -> some View {
        if let token = isPressed && isEnabled ? variant.pressedBackground : variant.background {
            RoundedRectangle(cornerRadius: Radius.md).fill(token)
        }
    }

    private func opacity(isPressed: Bool) -> Double {
        if !isEnabled { return Opacity.disabled }
        if isPressed && variant != .ghost { return Opacity.pressed }
        return 1
    }
}

extension ButtonStyle where Self == DSButtonStyle {
    /// The filled call to action.
    public static var dsPrimary: DSButtonStyle { DSButtonStyle(.primary) }
    /// A tinted button for the second choice.
    public static var dsSecondary: DSButtonStyle { DSButtonStyle(.secondary) }
    /// A borderless button for the least important choice.
    public static var dsGhost: DSButtonStyle { DSButtonStyle(.ghost) }
    /// A filled button for an action that destroys something.
    public static var dsDestructive: DSButtonStyle { DSButtonStyle(.destructive) }
}
