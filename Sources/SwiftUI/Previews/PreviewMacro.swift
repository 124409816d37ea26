/// `#Preview`, as in SwiftUI: a named preview of a view, with optional traits. On Linux the
/// macro is expanded by Pixelproof's own compiler plugin (the `PreviewMacros` target, built
/// without swift-syntax) into a type conforming to `PixelproofPreviewDeclaration`, so files
/// that declare previews this way compile unchanged.
///
/// ```swift
/// #Preview("Badge") { Badge("New") }
/// #Preview(traits: .sizeThatFitsLayout) { Badge("New").padding() }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// What a `#Preview` expands to: its name, traits, where it was written, and its body.
public protocol PixelproofPreviewDeclaration {
    associatedtype PreviewBody: View
    static var displayName: String? { get }
    static var traits: [PreviewTrait<Preview.ViewTraits>] { get }
    static var fileID: String { get }
    static var line: Int { get }
    @MainActor static var previewBody: PreviewBody { get }
}

extension PixelproofPreviewDeclaration {
    /// This preview as `PreviewProvider` previews are listed: name (the display name, or
    /// "Preview" as Xcode labels an unnamed one), layout, orientation and view.
    @MainActor public static var pixelproofPreview: PixelproofPreview {
        var previewTraits = PreviewTraits()
        for trait in traits { trait.apply(&previewTraits) }
        return PixelproofPreview(displayName: displayName, name: displayName ?? "Preview", layout: previewTraits.layout,
                                 device: nil, orientation: previewTraits.orientation, view: AnyView(previewBody),
                                 source: "\(fileID):\(line)")
    }
}

/// SwiftUI's namespace for preview trait kinds (`Preview.ViewTraits`).
public struct Preview {
    /// The traits a view preview takes.
    public enum ViewTraits {}
}

/// A trait of a `#Preview`: its layout or orientation.
public struct PreviewTrait<T> {
    let apply: (inout PreviewTraits) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .device } }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .sizeThatFits } }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait { $0.orientation = .portrait } }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeLeft } }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeRight } }
}

/// Lets a `#Preview` body declare state (`@Previewable @State var isOn = true`), as SwiftUI's
/// `@Previewable` does; the expansion adds nothing here, the local property wrapper works as is.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")
