import Raster

/// The elements VoiceOver visits in a laid-out view, in reading order, made the way SwiftUI
/// makes them:
///
/// - a `Text` is a static-text element labelled by its content; an `Image` is an image element
///   labelled by its name or `label:` unless it is decorative (`Image(decorative:)`);
/// - a `Button` or `Toggle` is one element that combines its label's texts and images
///   (a toggle's value is `on`/`off`); a disabled one is `notEnabled`;
/// - `accessibilityElement(children: .combine)` merges the children's labels and values
///   (joined with ", ") and traits into one element; `.ignore` makes one element that reads only
///   what is set on it; `.contain` keeps the children as elements, ordered as a group;
/// - `accessibilityHidden(true)` removes the view and everything in it;
/// - `accessibilityLabel/Value/Hint/AddTraits/RemoveTraits/Heading/Action/Identifier` set on a
///   view apply to the element it makes (or, on a container, to its one element when it makes one).
///
/// Order: the tree's order, which for stacks is SwiftUI's top-to-bottom, leading-to-trailing
/// reading order (a `ZStack`'s layers read back to front); within each container, elements with
/// a higher `accessibilitySortPriority` come first, ties keep that order.
///
/// ```swift
/// let tree = AccessibilityTree(layout(SettingsRow(), size: .width(390)))
/// tree.elements[0].label     // "Wi-Fi"
/// tree.elements[0].traitNames // ["isToggle"]
/// ```
public struct AccessibilityTree: Sendable {
    public let elements: [AccessibilityElement]

    public init(_ result: LayoutResult) {
        elements = Self.elements(of: result.root).map(\.element)
    }

    /// An element with the sort priority it is ordered by among its siblings.
    private struct Ranked {
        var element: AccessibilityElement
        var priority: Double
    }

    /// What the view's own details and semantics say.
    private struct Annotations {
        var label: String?
        var value: String?
        var hint: String?
        var added = AccessibilityTraits()
        var removed = AccessibilityTraits()
        var hidden = false
        var childBehavior: String?
        var priority = 0.0
        var actions: [String] = []
        var identifier: String?
        var role: String?
        var enabled = true
        var isOn: Bool?
        var imageLabel: String?
        var imageFile: String?
        var decorative = false
        /// A control's own label and value when its views do not show them (a slider's label).
        var controlLabel: String?
        var controlValue: String?

        init(_ view: LaidOutView) {
            for detail in view.details {
                switch detail.name {
                case "label": label = detail.value
                case "value": value = detail.value
                case "hint": hint = detail.value
                case "traits":
                    for token in detail.value.split(separator: " ") {
                        guard let trait = AccessibilityTree.traitsByName[String(token.dropFirst())] else { continue }
                        if token.hasPrefix("+") { added.insert(trait); removed.remove(trait) } else { removed.insert(trait); added.remove(trait) }
                    }
                case "heading": added.insert(.isHeader)
                case "accessibilityHidden": hidden = detail.value == "true"
                case "element": childBehavior = detail.value
                case "sortPriority": priority = Double(detail.value) ?? 0
                case "action": actions.append(detail.value)
                case "id": identifier = detail.value
                default: break
                }
            }
            for detail in view.semantics {
                switch detail.name {
                case "role": role = role ?? detail.value
                case "enabled": enabled = enabled && detail.value != "false"
                case "isOn": isOn = isOn ?? (detail.value == "true")
                case "imageLabel": imageLabel = imageLabel ?? detail.value
                case "imageFile": imageFile = imageFile ?? detail.value
                case "decorative": if imageLabel == nil { decorative = true }
                case "label": controlLabel = controlLabel ?? detail.value
                case "value": controlValue = controlValue ?? detail.value
                default: break
                }
            }
        }

        var setsSomething: Bool {
            label != nil || value != nil || hint != nil || !added.isEmpty || !removed.isEmpty || !actions.isEmpty
        }
    }

    static let traitsByName: [String: AccessibilityTraits] = [
        "isButton": .isButton, "isHeader": .isHeader, "isSelected": .isSelected, "isLink": .isLink,
        "isSearchField": .isSearchField, "isImage": .isImage, "playsSound": .playsSound, "isKeyboardKey": .isKeyboardKey,
        "isStaticText": .isStaticText, "isSummaryElement": .isSummaryElement, "updatesFrequently": .updatesFrequently,
        "startsMediaSession": .startsMediaSession, "allowsDirectInteraction": .allowsDirectInteraction,
        "causesPageTurn": .causesPageTurn, "isModal": .isModal, "isToggle": .isToggle, "isTabBar": .isTabBar,
    ]

    private static func elements(of view: LaidOutView) -> [Ranked] {
        let notes = Annotations(view)
        if notes.hidden { return [] }

        // One element standing for the whole subtree.
        if let behavior = notes.childBehavior, behavior != "contain" {
            let merged = behavior == "combine" ? merge(view.children.flatMap(elements(of:)).map(\.element)) : nil
            return [ranked(base: merged, view: view, notes: notes)]
        }
        if let role = notes.role {
            var merged = merge(view.children.flatMap(elements(of:)).map(\.element))
            if merged == nil, let leaf = leafElement(view, notes: notes) { merged = leaf }
            var base = merged ?? blank(view)
            base.traits.remove(.isStaticText)
            base.traits.remove(.isImage)
            switch role {
            case "button": base.traits.insert(.isButton)
            case "toggle":
                base.traits.insert(.isToggle)
                base.value = notes.isOn == true ? "on" : "off"
            case "link": base.traits.insert(.isLink)
            case "adjustable": base.actions.append("adjustable")
            default: break
            }
            if base.label.isEmpty, let label = notes.controlLabel { base.label = label }
            if let value = notes.controlValue { base.value = value }
            return [ranked(base: base, view: view, notes: notes)]
        }
        if let leaf = leafElement(view, notes: notes) {
            return [ranked(base: leaf, view: view, notes: notes)]
        }

        // A container: its children's elements, ordered by sort priority (stable).
        var children = view.children.flatMap(elements(of:))
        if notes.setsSomething && children.count == 1 {
            children[0] = ranked(base: children[0].element, view: view, notes: notes, keepFrame: true)
        } else if notes.setsSomething && children.isEmpty && notes.label != nil {
            // A shape or empty view labelled explicitly is an element of its own.
            return [ranked(base: blank(view), view: view, notes: notes)]
        }
        let order = children.indices.sorted { a, b in
            children[a].priority != children[b].priority ? children[a].priority > children[b].priority : a < b
        }
        let group = order.map { children[$0] }
        if notes.childBehavior == "contain" {
            return group.map { Ranked(element: $0.element, priority: notes.priority) }
        }
        return group
    }

    /// The element a leaf view makes on its own: texts, images (unless decorative), text fields.
    private static func leafElement(_ view: LaidOutView, notes: Annotations) -> AccessibilityElement? {
        var element = blank(view)
        switch view.kind {
        case "Text":
            guard let text = view.details.first(where: { $0.name == "text" })?.value else { return nil }
            element.label = text
            element.traits = .isStaticText
        case "TextField", "SecureField", "TextEditor":
            element.label = view.details.first { $0.name == "placeholder" }?.value ?? ""
            element.value = view.details.first { $0.name == "text" }?.value ?? ""
        default:
            if let imageLabel = notes.imageLabel {
                element.label = imageLabel
                element.traits = .isImage
                if let file = notes.imageFile, Image.spokenName(file) == imageLabel { element.imageFileName = file }
            } else if notes.decorative {
                return notes.label != nil ? element : nil
            } else {
                return nil
            }
        }
        return element
    }

    private static func blank(_ view: LaidOutView) -> AccessibilityElement {
        AccessibilityElement(frame: view.frame, label: "", value: "", hint: "", traits: [], isEnabled: true,
                             actions: [], identifier: nil, kind: view.kind)
    }

    /// The children's elements read as one: labels and values joined with ", ", traits united.
    private static func merge(_ parts: [AccessibilityElement]) -> AccessibilityElement? {
        guard var merged = parts.first else { return nil }
        for part in parts.dropFirst() {
            merged.label = join(merged.label, part.label)
            merged.value = join(merged.value, part.value)
            merged.hint = join(merged.hint, part.hint)
            merged.traits.formUnion(part.traits)
            merged.isEnabled = merged.isEnabled && part.isEnabled
            merged.actions += part.actions
        }
        // Still read by a file name only when no other part added to the label.
        merged.imageFileName = parts.lazy.compactMap(\.imageFileName).first.flatMap { Image.spokenName($0) == merged.label ? $0 : nil }
        return merged
    }

    private static func join(_ first: String, _ second: String) -> String {
        first.isEmpty ? second : second.isEmpty ? first : first + ", " + second
    }

    /// `base` with the view's frame and what the view sets on it applied.
    private static func ranked(base: AccessibilityElement?, view: LaidOutView, notes: Annotations, keepFrame: Bool = false) -> Ranked {
        var element = base ?? blank(view)
        if !keepFrame {
            element.frame = view.frame
            element.kind = view.kind
        }
        if let label = notes.label {
            element.label = label
            element.imageFileName = nil
        }
        if let value = notes.value { element.value = value }
        if let hint = notes.hint { element.hint = hint }
        element.traits.formUnion(notes.added)
        element.traits.subtract(notes.removed)
        element.isEnabled = element.isEnabled && notes.enabled
        element.actions += notes.actions
        if let identifier = notes.identifier { element.identifier = identifier }
        return Ranked(element: element, priority: notes.priority)
    }
}
