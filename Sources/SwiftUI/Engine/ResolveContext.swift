import BitmapText
import Raster
import Tokens

/// What resolving a view needs: the environment in effect at that point of the tree and the
/// render's session (token usage, problems, text measuring). Views turn into layout nodes
/// through it; colours, dimensions and fonts resolve through it so token reads are recorded.
struct ResolveContext {
    var environment: EnvironmentValues
    let session: RenderSession

    /// The layout nodes of `view`: primitives build theirs, other views are resolved through
    /// their `body`, evaluated with this environment in scope for `@Environment`.
    func resolve<V: View>(_ view: V) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: self)
        }
        let body = evaluate { view.body }
        return resolve(body)
    }

    /// Runs `build` with this environment visible to `@Environment`, `@FocusState` and token
    /// lengths read outside a context (`Length.currentPoints`), which record into this render.
    func evaluate<T>(_ build: () -> T) -> T {
        EnvironmentScope.$session.withValue(session) {
            EnvironmentScope.$current.withValue(environment, operation: build)
        }
    }

    /// A context whose environment `change` modified.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    var scheme: ColorScheme { environment.colorScheme }

    func resolve(_ color: Color) -> ResolvedColor {
        resolve(color.storage)
    }

    private func resolve(_ storage: Color.Storage) -> ResolvedColor {
        switch storage {
        case .rgba(let rgba):
            return ResolvedColor(rgba)
        case .adaptive(let light, let dark):
            return ResolvedColor(scheme == .dark ? dark : light)
        case .token(let path):
            session.recordToken(path)
            guard let rgba = environment.tokens.color(path, in: scheme) else {
                session.report(.missingToken(path: path, kind: "color", scheme: scheme))
                return ResolvedColor(RenderSession.missingColor, tokenPath: path)
            }
            return ResolvedColor(rgba, tokenPath: path)
        case .opacity(let inner, let opacity):
            return resolve(inner).withOpacity(opacity)
        }
    }

    /// The paint a shape style resolves to here.
    func paint<S: ShapeStyle>(_ style: S) -> ResolvedPaint {
        switch style {
        case let color as Color:
            return .solid(resolve(color))
        case let gradient as LinearGradient:
            return .linearGradient(
                stops: gradient.stops.map { ResolvedGradientStop(color: resolve($0.color), location: $0.location) },
                start: gradient.startPoint, end: gradient.endPoint)
        case let erased as AnyShapeStyle:
            return erased.resolvePaint(self)
        default:
            session.report(.unsupportedShapeStyle(typeName: String(describing: S.self)))
            return .solid(ResolvedColor(RenderSession.missingColor))
        }
    }

    /// The foreground paint in effect (`.primary` when none was set).
    var foregroundPaint: ResolvedPaint {
        environment.foregroundStyle.map { paint($0) } ?? .solid(resolve(Color.primary))
    }

    /// A length in points; dimension tokens are looked up and recorded.
    func length(_ dimension: Length) -> Double {
        length(dimension.storage)
    }

    private func length(_ storage: Length.Storage) -> Double {
        switch storage {
        case .points(let value):
            return value
        case .token(let path):
            session.recordToken(path)
            guard let value = environment.tokens.dimension(path, in: scheme) else {
                session.report(.missingToken(path: path, kind: "dimension", scheme: scheme))
                return 0
            }
            return value
        case .scaled(let inner, let factor):
            return length(inner) * factor
        case .sum(let a, let b):
            return length(a) + length(b)
        }
    }

    /// An opacity in 0…1; number tokens are looked up and recorded.
    func opacity(_ opacity: Opacity) -> Double {
        switch opacity.storage {
        case .value(let value):
            return value
        case .token(let path):
            session.recordToken(path)
            guard let value = environment.tokens.number(path, in: scheme) else {
                session.report(.missingToken(path: path, kind: "number", scheme: scheme))
                return 1
            }
            return value
        }
    }

    /// The text style `Text` here uses: the environment's font (or `.body`) with the
    /// environment's weight, tracking and case applied on top.
    var resolvedTextStyle: ResolvedTextStyle {
        var resolved = resolveFont(environment.font ?? .body)
        if let weight = environment.fontWeight { resolved.style.weight = weight }
        if let tracking = environment.tracking { resolved.style.tracking = length(tracking) }
        if let textCase = environment.textCase { resolved.style.textCase = textCase }
        return resolved
    }

    private func resolveFont(_ font: Font) -> ResolvedTextStyle {
        var resolved: ResolvedTextStyle
        switch font.storage {
        case .style(let style):
            resolved = ResolvedTextStyle(style: style)
        case .system(let size, let weight, let slot):
            resolved = ResolvedTextStyle(style: TextStyle(size: length(size), weight: weight, relativeTo: slot))
        case .token(let path):
            session.recordToken(path)
            if let style = environment.tokens.typography(path, in: scheme) {
                resolved = ResolvedTextStyle(style: style, tokenPath: path)
            } else {
                session.report(.missingToken(path: path, kind: "typography", scheme: scheme))
                resolved = ResolvedTextStyle(style: .body, tokenPath: path)
            }
        }
        if let weight = font.weightOverride { resolved.style.weight = weight }
        return resolved
    }
}
