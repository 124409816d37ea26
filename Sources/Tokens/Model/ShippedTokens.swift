import Foundation

extension TokenSet {
    /// The folder of token files bundled with Pixelproof (`Sources/Tokens/Resources/tokens`):
    /// `pixelproof.resolver.json` and the `*.tokens.json` files it names.
    public static var shippedDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("tokens", isDirectory: true)
    }

    /// The bundled token set (light and dark), loaded and validated once, on first use, by any
    /// thread. A test guarantees it loads, so failure here means a broken installation.
    ///
    /// ```swift
    /// let tokens = try TokenSet.shipped.resolved(mode: "dark")
    /// ```
    public static let shipped: TokenSet = {
        do {
            return try load(resolver: shippedDirectory.appendingPathComponent("pixelproof.resolver.json"))
        } catch {
            fatalError("the bundled token set is invalid; reinstall Pixelproof. \(error)")
        }
    }()
}
