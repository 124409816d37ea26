/// Events from the system and hardware, like SwiftUI's: URLs opened, keys pressed, the pointer
/// moving, and the system chrome a view asks for. A snapshot receives none of them and draws
/// no system chrome, so they are accepted and their closures are not called.
///
/// ```swift
/// RootView()
///     .onOpenURL { url in router.open(url) }
///     .statusBarHidden()
/// ```
extension View {
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Marks the view's content as private (redacted on a locked screen; drawn here).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// The corner radius of the sheet this view is in (sheets are not drawn).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// The background of the sheet this view is in (sheets are not drawn).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
}

/// A key press `onKeyPress` would handle.
public struct KeyPress: Sendable {
    /// Whether a handler used the key press.
    public enum Result: Sendable {
        case handled
        case ignored
    }

    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
}

/// Where the pointer is over a view (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}
