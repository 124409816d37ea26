import Raster
import SwiftUI

/// One preview of a component package as a catalog entry: its name (`Badge/Default`: the
/// component, then the preview), its layout, where it was declared, and a way to build its view
/// afresh for every image (so the token reads in its body are recorded by each render).
public struct PreviewEntry: Sendable {
    /// `<component>/<preview>`; the component is the provider's type name without a trailing
    /// `_Previews`/`Previews`, or the file name of a `#Preview`.
    public let name: String
    public let layout: PreviewLayout
    /// The preview's own `previewDevice`, when it names a known device: it beats the package's.
    public let device: CatalogDevice?
    /// `AcmeUI.BadgePreviews` or `AcmeUI/Badge.swift:12`, for messages.
    public let source: String
    private let makeView: @Sendable () -> AnyView

    public init(name: String, layout: PreviewLayout, device: CatalogDevice? = nil, source: String,
                makeView: @escaping @Sendable () -> AnyView) {
        self.name = name
        self.layout = layout
        self.device = device
        self.source = source
        self.makeView = makeView
    }

    /// The first segment of the name.
    public var component: String {
        String(name.split(separator: "/", maxSplits: 1)[0])
    }

    /// The preview's view, built now.
    public var view: AnyView { makeView() }

    /// The render size in `appearance`: the view's own size for `.sizeThatFits`, the fixed size,
    /// or for `.device` the device's width (the preview's own device, else the appearance's, else
    /// an iPhone 15) and the height the view needs *(choice: a component catalog shows the
    /// component, not a screen of empty space around it)*.
    public func renderSize(in appearance: CatalogAppearance) -> RenderSize {
        switch layout {
        case .sizeThatFits: .ideal
        case .fixed(let width, let height): .fixed(Size(width: Double(width), height: Double(height)))
        case .device: .width((device ?? appearance.device ?? .standard).width)
        }
    }
}
