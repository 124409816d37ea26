import BitmapText
import Raster
import Tokens

/// Builds views from closures the way SwiftUI's `@ViewBuilder` does: several statements become
/// a `TupleView`, `if` and `switch` become `ConditionalContent`, `if` without `else` an optional
/// view, and `for … in` a `ForEach`. Swift cannot build a `for` loop whose body is an opaque
/// `some View` (a modifier chain): loop over a named view type, or use `ForEach`.
///
/// ```swift
/// @ViewBuilder var status: some View {
///     if isLoading { ProgressView() } else { Image(systemName: "checkmark") }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(elements: repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<Range<Int>, Int, Content> {
        ForEach(components.indices, id: \.self) { components[$0] }
    }
}
