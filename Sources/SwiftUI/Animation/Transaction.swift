/// The context of a state change, like SwiftUI's `Transaction`: which animation it carries.
/// Accepted so code compiles; a snapshot draws the final state.
///
/// ```swift
/// var transaction = Transaction(animation: .easeIn)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isOn = true }
/// ```
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` at once (the transaction's animation is not played in a snapshot).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Changes the transaction of changes inside (accepted; nothing animates in a snapshot).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of changes of `value` inside (accepted).
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
