/// Dismisses the presentation a view is in, like SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss)`). A snapshot presents nothing, so calling it does nothing.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// Opens a URL, like SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`). A snapshot opens
/// nothing: the default action discards the URL; one made with a handler calls it.
public struct OpenURLAction: Sendable {
    /// What a handler tells SwiftUI it did with a URL.
    public struct Result: Sendable {
        let kind: String
        public static let handled = Result(kind: "handled")
        public static let discarded = Result(kind: "discarded")
        public static let systemAction = Result(kind: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(kind: "systemAction") }
    }

    private let handler: @Sendable (URL) -> Result

    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler(url)
        completion(result.kind != "discarded")
    }
}

/// SwiftUI's older presentation state (`@Environment(\.presentationMode)`): never presented in
/// a snapshot; `dismiss()` does nothing.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

/// Whether a list is being edited (`\.editMode`).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

/// Whether the app is in the foreground (`\.scenePhase`): always active in a snapshot.
public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}

/// The contrast the user chose (`\.colorSchemeContrast`).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// The font weight accessibility asks for (`\.legibilityWeight`).
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}
