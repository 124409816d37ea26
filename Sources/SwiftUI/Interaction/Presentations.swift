/// Presentation modifiers, like SwiftUI's: sheets, covers, popovers, alerts and confirmation
/// dialogs. A snapshot draws the presenting view only — what they would present is not drawn
/// and their content closures are not called.
///
/// ```swift
/// Button("Delete") { isConfirming = true }
///     .alert("Delete draft?", isPresented: $isConfirming) {
///         Button("Delete", role: .destructive) { delete() }
///     } message: { Text("This cannot be undone.") }
/// ```
extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    // Alerts with a title, actions and an optional message.

    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { self }

    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }

    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    // SwiftUI's older alerts built from an `Alert` value.

    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    // Confirmation dialogs.

    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    /// SwiftUI's older action sheet (accepted).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    /// Whether the sheet this view is in can be dismissed interactively (accepted).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// The heights a sheet this view is in can take (accepted; sheets are not drawn).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Whether the sheet this view is in shows its grabber (accepted).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
}


/// SwiftUI's older alert description (`alert(isPresented:content:)`); never drawn.
public struct Alert {
    /// A button of an older alert or action sheet.
    public struct Button {
        let label: Text
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }

    let title: Text

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
    }
}

/// SwiftUI's older action sheet description; never drawn.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
    }
}
