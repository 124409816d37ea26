/// What kind of element assistive technologies announce, like SwiftUI's `AccessibilityTraits`.
/// Its `description` lists the traits in declaration order (`isButton isSelected`), as the
/// text dump prints them.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// Row().accessibilityAddTraits([.isButton, .isSelected])
/// ```
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable, CustomStringConvertible {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    public init() { bits = 0 }

    private static let names = [
        "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound", "isKeyboardKey",
        "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction",
        "causesPageTurn", "isModal", "isToggle", "isTabBar",
    ]

    private static func trait(_ name: String) -> AccessibilityTraits {
        AccessibilityTraits(bits: 1 << UInt32(names.firstIndex(of: name)!))
    }

    public static let isButton = trait("isButton")
    public static let isHeader = trait("isHeader")
    public static let isSelected = trait("isSelected")
    public static let isLink = trait("isLink")
    public static let isSearchField = trait("isSearchField")
    public static let isImage = trait("isImage")
    public static let playsSound = trait("playsSound")
    public static let isKeyboardKey = trait("isKeyboardKey")
    public static let isStaticText = trait("isStaticText")
    public static let isSummaryElement = trait("isSummaryElement")
    public static let updatesFrequently = trait("updatesFrequently")
    public static let startsMediaSession = trait("startsMediaSession")
    public static let allowsDirectInteraction = trait("allowsDirectInteraction")
    public static let causesPageTurn = trait("causesPageTurn")
    public static let isModal = trait("isModal")
    public static let isToggle = trait("isToggle")
    public static let isTabBar = trait("isTabBar")

    public var description: String {
        Self.names.indices.filter { bits & (1 << UInt32($0)) != 0 }.map { Self.names[$0] }.joined(separator: " ")
    }

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How an accessibility element treats the elements of its children.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The children are hidden; this view is one element (the default of
    /// `accessibilityElement()`).
    public static let ignore = AccessibilityChildBehavior(description: "ignore")
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(description: "contain")
    /// The children's labels and values are merged into this element.
    public static let combine = AccessibilityChildBehavior(description: "combine")
}

/// The heading level of an element (`accessibilityHeading`).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// A standard action an element offers (`accessibilityAction(_:_:)`).
public struct AccessibilityActionKind: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let `default` = AccessibilityActionKind(description: "default")
    public static let escape = AccessibilityActionKind(description: "escape")
    public static let magicTap = AccessibilityActionKind(description: "magicTap")
    public static let delete = AccessibilityActionKind(description: "delete")
    public static let showMenu = AccessibilityActionKind(description: "showMenu")

    public init(named name: Text) {
        description = name.plainContent
    }

    private init(description: String) {
        self.description = description
    }
}

/// The direction of an adjustable element's increment or decrement.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

/// A focus state for assistive technologies (`@AccessibilityFocusState`): never focused in a
/// snapshot unless the code assigns it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let state: FocusState<Value>

    public init() where Value == Bool { state = FocusState() }
    public init<T: Hashable>() where Value == T? { state = FocusState() }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { state.projectedValue }
}
