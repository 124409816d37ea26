import Raster

/// Accessibility modifiers, like SwiftUI's. They do not change layout or pixels; each is
/// recorded as a detail of the view it modifies, in the text dump and in
/// `LaidOutView.details` (label, value, hint, traits, hidden, element, sortPriority, action,
/// inputLabels, heading, …), so tests can check what assistive technologies would be told.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .accessibilityLabel("Favorite")
///     .accessibilityAddTraits(.isButton)
///     .accessibilityHint("Adds the recipe to your favorites")
/// ```
extension View {
    /// Records `name: value` on this view for the dump.
    func accessibilityDetail(_ name: String, _ value: String) -> some View {
        modifier(EffectModifier { _ in .init(details: [.init(name, value)]) })
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibilityDetail("label", label.plainContent) }

    public func accessibilityValue(_ value: Text) -> some View { accessibilityDetail("value", value.plainContent) }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityDetail("value", String(value)) }

    public func accessibilityHint(_ hint: Text) -> some View { accessibilityDetail("hint", hint.plainContent) }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityDetail("hint", String(hint)) }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityDetail("traits", traits.description.split(separator: " ").map { "+" + $0 }.joined(separator: " "))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityDetail("traits", traits.description.split(separator: " ").map { "-" + $0 }.joined(separator: " "))
    }

    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibilityDetail("accessibilityHidden", "\(hidden)") }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityDetail("element", children.description)
    }

    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibilityDetail("sortPriority", formatPoints(sortPriority))
    }

    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibilityDetail("action", actionKind.description)
    }

    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityDetail("action", String(name))
    }

    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityDetail("action", name.plainContent)
    }

    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibilityDetail("action", "adjustable")
    }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibilityDetail("inputLabels", inputLabels.map(\.plainContent).joined(separator: ", "))
    }

    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityDetail("inputLabels", inputLabels.map { String($0) }.joined(separator: ", "))
    }

    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityDetail("heading", "\(level)")
    }

    public func accessibilityShowsLargeContentViewer() -> some View { accessibilityDetail("largeContentViewer", "true") }

    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        accessibilityDetail("respondsToUserInteraction", "\(respondsToUserInteraction)")
    }

    public func accessibilityFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }

    public func accessibilityFocused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Replaces this view's accessibility element by `representation`'s (recorded by kind).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityDetail("representation", "\(V.self)")
    }

    /// Gives this element the children of `children` (recorded by kind).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        accessibilityDetail("children", "\(V.self)")
    }

    /// Marks this element as the one for `binding`'s rotor entry (accepted).
    public func accessibilityRotor<Content: View>(_ label: Text, @ViewBuilder entries: () -> Content) -> some View { self }

    // SwiftUI's older `accessibility(…)` spellings.

    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
