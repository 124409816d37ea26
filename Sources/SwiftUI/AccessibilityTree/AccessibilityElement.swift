import Raster

/// One element VoiceOver visits: where it is, what it reads (label, value, hint) and what kind
/// of element it announces (traits). Made by `AccessibilityTree` from a laid-out view.
public struct AccessibilityElement: Sendable, Hashable {
    /// The element's frame in points (the laid-out frame of the view that made it).
    public var frame: Rect
    public var label: String
    public var value: String
    public var hint: String
    public var traits: AccessibilityTraits
    /// False for a disabled control: VoiceOver adds "dimmed" (UIKit's `notEnabled`).
    public var isEnabled: Bool
    /// Named custom actions and standard actions (`accessibilityAction`).
    public var actions: [String]
    /// The accessibility identifier, when the view has one.
    public var identifier: String?
    /// The kind of the laid-out view that made the element (`Text`, `Image`, `HStack` …).
    public var kind: String
    /// The bundle image's file name when that name is all the element reads (`Image("ic_trash")`
    /// in a button with no text and no `accessibilityLabel`); nil otherwise.
    public var imageFileName: String? = nil

    /// Something a person activates or adjusts: buttons, links, toggles, adjustable elements and
    /// text fields. The touch-target rule applies to these.
    public var isInteractive: Bool {
        traits.contains(.isButton) || traits.contains(.isLink) || traits.contains(.isToggle)
            || traits.contains(.isSearchField) || kind == "TextField" || actions.contains("adjustable")
    }

    /// A field a person types into: the non-text-contrast rule measures its boundary.
    public var isTextEntry: Bool {
        traits.contains(.isSearchField) || ["TextField", "SecureField", "TextEditor"].contains(kind)
    }

    /// The traits as VoiceOver's list of names, `notEnabled` last when disabled.
    public var traitNames: [String] {
        let names = traits.description.split(separator: " ").map(String.init)
        return isEnabled ? names : names + ["notEnabled"]
    }
}
