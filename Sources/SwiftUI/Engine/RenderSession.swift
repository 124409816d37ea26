import BitmapText
import Raster
import Tokens

/// The state of one render: the tokens it read, the problems it met, the text measurer and the
/// pixel grid. Created per render and used from one thread (the task-local that carries it into
/// `body` and `path(in:)` needs the Sendable mark).
final class RenderSession: @unchecked Sendable {
    /// What a missing colour token draws as, so the mistake is visible in the image too.
    static let missingColor = RGBA8(r: 255, g: 0, b: 255)

    let textMeasurer: any TextMeasuring
    private(set) var tokensRead: Set<String> = []
    private(set) var problems: [LayoutError] = []
    /// Primitive views and modifiers this render found only by a runtime cast because their
    /// conformance picked the default `_makeView` (a missing witness; the tests keep it empty).
    private(set) var primitivesFoundByCast: Set<String> = []

    init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    func recordToken(_ path: String) {
        tokensRead.insert(path)
    }

    func report(_ problem: LayoutError) {
        if !problems.contains(problem) { problems.append(problem) }
    }

    func notePrimitiveFoundByCast(_ type: Any.Type) {
        primitivesFoundByCast.insert(String(reflecting: type))
    }
}

/// What can go wrong while resolving views.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A view named a token the environment's tokens do not define.
    case missingToken(path: String, kind: String, scheme: ColorScheme)
    /// `Image(systemName:)` named a symbol the bundled icon set does not have.
    case unknownSymbol(name: String)
    /// A shape style other than `Color`, `LinearGradient` or `AnyShapeStyle` was used as a paint.
    case unsupportedShapeStyle(typeName: String)
    /// `Color("Name", bundle:)` named a colour set no asset catalog in the bundle has.
    case unknownColor(name: String, bundlePath: String)
    /// A colour set's `Contents.json` could not be read as a colour.
    case invalidColorSet(path: String, reason: String)
    /// `Image("name", bundle:)` named an image no catalog or PNG file of the bundle has.
    case missingImage(name: String, searched: [String])
    /// The image's PNG could not be decoded.
    case unreadableImage(name: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .missingToken(let path, let kind, let scheme):
            "missing \(kind) token '\(path)' (\(scheme.rawValue) mode): a view reads it but the tokens in the environment do not define it; add it to the token files or fix the path"
        case .unsupportedShapeStyle(let typeName):
            "shape style \(typeName) cannot be painted: the layout layer paints Color, LinearGradient and AnyShapeStyle; use one of those"
        case .unknownColor(let name, let bundlePath):
            "unknown colour '\(name)' in Color(_:bundle:): no \(name).colorset in any .xcassets under \(bundlePath); add the colour set to the asset catalog or fix the name"
        case .invalidColorSet(let path, let reason):
            "invalid colour set \(path): \(reason); fix the file or save it again from Xcode"
        case .unknownSymbol(let name):
            SymbolRegistry.unknownSymbolMessage(name)
        case .missingImage(let name, let searched):
            "unknown image '\(name)' in Image(_:bundle:): no image set named '\(name)' in \(searched.joined(separator: ", ")); add \(name).imageset to an asset catalog or \(name).png (@2x, @3x) to the package's resources, or pass the bundle that has it (bundle: .module)"
        case .unreadableImage(let name, let path, let reason):
            "image '\(name)' cannot be drawn: \(path) is not a readable PNG (\(reason))"
        }
    }
}
