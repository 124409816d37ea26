import BitmapText
import Raster
import Tokens

/// An image loaded from a URL. A snapshot never loads anything (no network, same bytes every
/// run), so it shows what iOS shows before the load finishes: the placeholder you give, the
/// content for `.empty`, or the standard placeholder, a `secondarySystemFill` rectangle that
/// takes the space offered.
///
/// ```swift
/// AsyncImage(url: avatarURL) { image in image.resizable() } placeholder: { ProgressView() }
///     .frame(width: 44, height: 44)
/// ```
public struct AsyncImage<Content: View>: View {
    let content: Content

    public var body: some View { content }
}

extension AsyncImage {
    /// `secondarySystemFill`: #787880 at 16 % light, 32 % dark.
    static var standardPlaceholder: Color {
        Color(light: RGBA8(r: 120, g: 120, b: 128, a: 41), dark: RGBA8(r: 120, g: 120, b: 128, a: 82))
    }
}

extension AsyncImage where Content == Color {
    public init(url: URL?, scale: CGFloat = 1) {
        content = AsyncImage.standardPlaceholder
    }
}

extension AsyncImage {
    /// `content` for the loaded image (never called here) and the `placeholder` shown.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == ConditionalContent<I, P> {
        self.content = ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// The phase-driven form (the `transaction:` variant belongs with animations, which a
    /// snapshot does not run).
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}

/// Where an `AsyncImage`'s load is; a snapshot is always at `.empty`.
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
