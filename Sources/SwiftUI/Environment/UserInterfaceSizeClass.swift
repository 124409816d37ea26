/// How much room a dimension of the interface has, like SwiftUI's `UserInterfaceSizeClass`.
/// An iPhone in portrait — what a snapshot draws by default — is compact wide and regular tall.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// if sizeClass == .regular { HStack { … } } else { VStack { … } }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular
}
