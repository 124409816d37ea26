import Foundation

/// The context of a state change (SwiftUI's `Transaction`). Accepted: a snapshot is one frame,
/// so there is nothing to animate.
public struct Transaction: Sendable {
    public var disablesAnimations = false

    public init() {}
}
