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
    /// their `body` (`View._makeView` picks, through the conformance's witness table, with no
    /// runtime lookup).
    func resolve<V: View>(_ view: V) -> [LayoutNode] {
        V._makeView(view: view, inputs: _ViewInputs(self)).nodes
    }

    /// The nodes of a view whose conformance kept the default `_makeView`: its `body`, evaluated
    /// with this environment in scope for `@Environment`, resolved in turn. A `Never` body there
    /// means a primitive whose conformance missed its witness (a conditional conformance can):
    /// it is found by a cast instead, which is correct but costs a runtime lookup, and is noted.
    func resolveBody<V: View>(of view: V) -> [LayoutNode] {
        if V.Body.self == Never.self, let primitive = view as? any PrimitiveView {
            session.notePrimitiveFoundByCast(V.self)
            return primitive.makeNodes(in: self)
        }
        let body = evaluate { view.body }
        return resolve(body)
    }

    /// Runs `build` with this environment visible to `@Environment`, `@FocusState` and token
    /// token values read while it runs (`CGFloat.token`, `Double.token`), which record into this render.
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
        case .asset(let name, let bundlePath):
            return resolveAsset(name, bundlePath: bundlePath)
        case .opacity(let inner, let opacity):
            return resolve(inner).withOpacity(opacity)
        }
    }

    /// A named colour: a colour token of that name in the render's tokens (the names `pixelproof
    /// tokens gen` writes: `text/primary` is `color.text.primary`), recorded as read, so a token
    /// review re-resolves generated colours; else the asset catalog's colour set.
    private func resolveAsset(_ name: String, bundlePath: String) -> ResolvedColor {
        for path in AssetCatalogColors.tokenPaths(forAssetName: name) {
            if let rgba = environment.tokens.color(path, in: scheme) {
                session.recordToken(path)
                return ResolvedColor(rgba, tokenPath: path)
            }
        }
        return resolveAssetColor(name, bundlePath: bundlePath)
    }

    /// The paint a shape style resolves to here.
    func paint<S: ShapeStyle>(_ style: S) -> ResolvedPaint {
        switch style {
        case let color as Color:
            return .solid(resolve(color))
        case let gradient as LinearGradient:
            return .linearGradient(
                stops: resolve(gradient.stops),
                start: gradient.startPoint, end: gradient.endPoint)
        case let erased as AnyShapeStyle:
            return erased.resolvePaint(self)
        case let style as any ResolvableShapeStyle:
            return style.resolvePaint(in: self)
        default:
            session.report(.unsupportedShapeStyle(typeName: String(describing: S.self)))
            return .solid(ResolvedColor(RenderSession.missingColor))
        }
    }

    /// The foreground paint in effect (`.primary` when none was set).
    var foregroundPaint: ResolvedPaint {
        environment.foregroundStyle.map { paint($0) } ?? .solid(resolve(Color.primary))
    }

    /// The text style `Text` here uses: the environment's font (or `.body`) with the
    /// environment's weight, tracking and case applied on top.
    var resolvedTextStyle: ResolvedTextStyle {
        var resolved = resolveFont(environment.font ?? .body)
        if let weight = environment.fontWeight { resolved.style.weight = weight }
        if let tracking = environment.tracking { resolved.style.tracking = Double(tracking) }
        if let textCase = environment.textCase { resolved.style.textCase = textCase }
        if environment.textMonospacedDigit { resolved.style.isMonospacedDigit = true }
        return resolved
    }

    func resolveFont(_ font: Font) -> ResolvedTextStyle {
        var resolved: ResolvedTextStyle
        switch font.storage {
        case .style(let style):
            resolved = ResolvedTextStyle(style: style)
        case .system(let size, let weight, let slot):
            resolved = ResolvedTextStyle(style: TextStyle(size: size, weight: weight, relativeTo: slot))
        case .token(let path, let fallback):
            session.recordToken(path)
            if let style = environment.tokens.typography(path, in: scheme) {
                resolved = ResolvedTextStyle(style: style, tokenPath: path)
            } else if let fallback {
                resolved = resolveFont(fallback)
            } else {
                session.report(.missingToken(path: path, kind: "typography", scheme: scheme))
                resolved = ResolvedTextStyle(style: .body, tokenPath: path)
            }
        }
        if let family = font.family {
            // `Font.custom`: the design nearest the named family, and the face its style part names.
            let name = FontName(family)
            resolved.style.family = name.family
            if let weight = name.weight { resolved.style.weight = weight }
            if name.isItalic { resolved.style.isItalic = true }
        }
        if let weight = font.weightOverride { resolved.style.weight = weight }
        if font.isItalic { resolved.style.isItalic = true }
        if font.isMonospacedDigit { resolved.style.isMonospacedDigit = true }
        return resolved
    }
}
