import BitmapText
import Raster
import Tokens

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
///
/// ```swift
/// @ViewBuilder var icon: some View {
///     if isDone { Image(systemName: "checkmark") } else { ProgressView() }
/// }
/// ```
///
/// Unconstrained, as SwiftUI's `_ConditionalContent`: a view when both of its contents are views
/// (no conformance check when the runtime instantiates it).
public struct ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): context.resolve(view)
        case .falseContent(let view): context.resolve(view)
        }
    }
}

/// `if` without `else`: an absent view takes no space and no spacing in a stack.
extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let view): context.resolve(view)
        case .none: []
        }
    }
}

/// SwiftUI's name for the type `buildEither` returns, for code that spells it out.
public typealias _ConditionalContent<TrueContent, FalseContent> = ConditionalContent<TrueContent, FalseContent>
