import Foundation
import Raster

/// The state of an `AsyncImage` load (SwiftUI's `AsyncImagePhase`). A snapshot is always `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage` — except that a snapshot never touches
/// the network: it draws the view for the phase before loading finishes (`.empty`), so renders
/// are deterministic and offline. `AsyncImage(url:)` draws iOS's placeholder, a grey fill
/// (secondarySystemFill: #787880 at 16 % light, 32 % dark) taking the space it is offered;
/// `content:placeholder:` draws `placeholder()`; `transaction:content:` draws `content(.empty)`.
/// Stub the loaded look in a preview by drawing the image view directly.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
///     image.resizable()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 64, height: 64)
/// ```
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let makeView: () -> AnyView

    /// Draws the default placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        makeView = { AnyView(AsyncImagePlaceholder()) }
    }

    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        makeView = { AnyView(placeholder()) }
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        makeView = { AnyView(content(.empty)) }
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        context.resolve(context.evaluate(makeView))
    }
}

/// iOS's AsyncImage placeholder: secondarySystemFill filling the proposal.
struct AsyncImagePlaceholder: View {
    static let fill = Color(light: RGBA8(r: 0x78, g: 0x78, b: 0x80, a: 41), dark: RGBA8(r: 0x78, g: 0x78, b: 0x80, a: 82))

    var body: some View { AsyncImagePlaceholder.fill }
}
