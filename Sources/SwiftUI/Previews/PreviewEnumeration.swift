import Raster

/// One preview of a provider, as Xcode would show it: its name, its layout and device, and
/// the view to render (with every modifier that was applied around it).
///
/// ```swift
/// for preview in BadgePreviews.pixelproofPreviews {
///     let png = try render(preview.view, size: preview.renderSize, scale: .x3)
///     // write png as "\(preview.name).png"
/// }
/// ```
public struct PixelproofPreview {
    /// The `previewDisplayName`, if one was set.
    public let displayName: String?
    /// The display name, or "Preview N" (1-based position) as Xcode labels unnamed previews.
    public let name: String
    public let layout: PreviewLayout
    public let device: PreviewDevice?
    public let orientation: InterfaceOrientation
    public let view: AnyView
    /// Where a `#Preview` was written (`"Module/File.swift:12"`); `nil` for a `PreviewProvider`'s.
    public internal(set) var source: String? = nil

    /// The size to render at: the device screen for `.device` (393×852 pt, an iPhone 15 in
    /// portrait; swapped in landscape), the view's ideal size for `.sizeThatFits`, or the
    /// fixed size.
    public var renderSize: RenderSize {
        switch layout {
        case .device:
            let size = Size(width: 393, height: 852)
            return .fixed(orientation.isLandscape ? Size(width: size.height, height: size.width) : size)
        case .sizeThatFits:
            return .ideal
        case .fixed(let width, let height):
            return .fixed(Size(width: Double(width), height: Double(height)))
        }
    }
}

extension PreviewProvider {
    /// The previews this provider declares, in order: one per view of `previews` (members of a
    /// `Group`, views side by side in the builder, each element of a `ForEach`), with the
    /// preview modifiers of its own and of its enclosing groups (the innermost wins) and the
    /// other modifiers of the enclosing groups applied to it.
    public static var pixelproofPreviews: [PixelproofPreview] {
        let found = previewLeaves(of: previews, traits: PreviewTraits())
        return found.enumerated().map { index, leaf in
            PixelproofPreview(displayName: leaf.traits.displayName, name: leaf.traits.displayName ?? "Preview \(index + 1)",
                              layout: leaf.traits.layout, device: leaf.traits.device, orientation: leaf.traits.orientation,
                              view: leaf.view)
        }
    }
}

/// One preview found while walking a previews value.
struct PreviewLeaf {
    var view: AnyView
    var traits: PreviewTraits
}

/// Views that hold several previews, or modify the ones inside them.
protocol PreviewContainer {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf]
}

/// The previews in `view`: a container's members, or the view itself.
func previewLeaves<V: View>(of view: V, traits: PreviewTraits) -> [PreviewLeaf] {
    if let container = view as? any PreviewContainer {
        return container.previewLeaves(traits: traits)
    }
    return [PreviewLeaf(view: AnyView(view), traits: traits)]
}

private func previewLeaves(ofAny view: any View, traits: PreviewTraits) -> [PreviewLeaf] {
    func open<V: View>(_ view: V) -> [PreviewLeaf] { previewLeaves(of: view, traits: traits) }
    return open(view)
}

extension Group: PreviewContainer {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] {
        SwiftUI.previewLeaves(of: content, traits: traits)
    }
}

extension TupleView: PreviewContainer {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] {
        children.flatMap { SwiftUI.previewLeaves(of: $0, traits: traits) }
    }
}

extension ForEach: PreviewContainer {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] {
        data.flatMap { SwiftUI.previewLeaves(of: content($0), traits: traits) }
    }
}

extension ConditionalContent: PreviewContainer where TrueContent: View, FalseContent: View {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] {
        switch storage {
        case .trueContent(let view): SwiftUI.previewLeaves(of: view, traits: traits)
        case .falseContent(let view): SwiftUI.previewLeaves(of: view, traits: traits)
        }
    }
}

extension Optional: PreviewContainer where Wrapped: View {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] {
        switch self {
        case .some(let view): SwiftUI.previewLeaves(of: view, traits: traits)
        case .none: []
        }
    }
}

extension EmptyView: PreviewContainer {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] { [] }
}

extension AnyView: PreviewContainer {
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] {
        SwiftUI.previewLeaves(ofAny: content, traits: traits)
    }
}

extension ModifiedContent: PreviewContainer where Content: View, Modifier: ViewModifier {
    /// Preview modifiers set traits for the previews inside; any other modifier is applied to
    /// each of them, as a modifier on a `Group` applies to each member.
    func previewLeaves(traits: PreviewTraits) -> [PreviewLeaf] {
        if let trait = modifier as? PreviewTraitModifier {
            var changed = traits
            trait.change(&changed)
            return SwiftUI.previewLeaves(of: content, traits: changed)
        }
        let modifier = modifier
        return SwiftUI.previewLeaves(of: content, traits: traits).map { leaf in
            PreviewLeaf(view: AnyView(ModifiedContent<AnyView, Modifier>(content: leaf.view, modifier: modifier)), traits: leaf.traits)
        }
    }
}
