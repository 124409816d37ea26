/// A type that declares previews of a view, like SwiftUI's `PreviewProvider`. Xcode shows one
/// preview per view in `previews` (a `Group` or several views make several), each named by
/// `previewDisplayName` and sized by `previewLayout`. Pixelproof lists them the same way
/// (`pixelproofPreviews`) so each can be rendered to a PNG.
///
/// ```swift
/// struct BadgePreviews: PreviewProvider {
///     static var previews: some View {
///         Badge("New").previewDisplayName("Default")
///         Badge("New").environment(\.colorScheme, .dark).previewDisplayName("Dark")
///     }
/// }
/// ```
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews run on (`nil`: the one the file targets).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews can run on.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How big a preview is: the device screen, the view's own size, or a fixed size.
public enum PreviewLayout: Hashable, Sendable {
    /// The preview device's screen (an iPhone 15, 393×852 pt, unless `previewDevice` names
    /// another).
    case device
    /// The size the view chooses.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names simulators (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of a preview device.
public struct InterfaceOrientation: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let portrait = InterfaceOrientation(description: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(description: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(description: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(description: "landscapeRight")

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension View {
    /// The name Xcode (and `pixelproofPreviews`) shows for this preview.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitModifier { $0.displayName = value })
    }

    /// How big this preview is.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier { $0.layout = value })
    }

    /// The device this preview runs on.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier { $0.device = value })
    }

    /// The orientation of the preview device.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewTraitModifier { $0.orientation = value })
    }
}

/// Sets preview traits for the views it modifies; layout and drawing are the content's.
struct PreviewTraitModifier: PrimitiveModifier {
    let change: (inout PreviewTraits) -> Void

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context)
    }
}

/// The traits of one preview as the modifiers around it set them.
struct PreviewTraits {
    var displayName: String?
    var layout = PreviewLayout.device
    var device: PreviewDevice?
    var orientation = InterfaceOrientation.portrait
}
