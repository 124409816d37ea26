/// Which bundled face a style draws with, and the rule that picks it.
///
/// | design | faces stored (weight, italic) | used for |
/// |---|---|---|
/// | Inter (text) | 300 400 500 600 700 800; italic 400 600 700 | `.system` below 20 pt |
/// | InterDisplay | 400 500 600 700 800; italic 400 600 700 | `.system` from 20 pt (as SF Pro Display) |
/// | DejaVu Sans Mono | 400 700 | `.monospaced` (italic draws upright: DejaVu Sans Mono Oblique is not bundled) |
/// | Liberation Serif | 400 700; italic 400 700 | `.serif` |
///
/// SwiftUI's nine weights (100 … 900) map to the nearest stored weight of the design, ties to the
/// heavier: ultraLight, thin and light draw with Inter Light (InterDisplay Regular at display
/// sizes), black with ExtraBold; in the serif and monospaced designs medium is regular and
/// semibold is bold.
///
/// ```swift
/// FaceDescriptor(style: .body, points: 17).resourceName      // "inter-400"
/// FaceDescriptor(style: .largeTitle, points: 34).resourceName // "interdisplay-400"
/// ```
struct FaceDescriptor: Hashable, Sendable {
    enum Design: String, Hashable, Sendable { case inter, interdisplay, mono, serif }

    var design: Design
    /// 100 … 900, one of the stored weights.
    var weight: Int
    var isItalic: Bool

    /// The point size from which `.system` text draws with InterDisplay.
    static let displayFromPoints = 20.0

    static let stored: [Design: (upright: [Int], italic: [Int])] = [
        .inter: ([300, 400, 500, 600, 700, 800], [400, 600, 700]),
        .interdisplay: ([400, 500, 600, 700, 800], [400, 600, 700]),
        .mono: ([400, 700], []),
        .serif: ([400, 700], [400, 700]),
    ]

    /// Every bundled face, in a fixed order.
    static let all: [FaceDescriptor] = [Design.inter, .interdisplay, .mono, .serif].flatMap { design in
        stored[design]!.upright.map { FaceDescriptor(design: design, weight: $0, isItalic: false) }
            + stored[design]!.italic.map { FaceDescriptor(design: design, weight: $0, isItalic: true) }
    }

    /// `inter-400`, `interdisplay-700`, `serif-400-italic`: the resource file's name.
    var resourceName: String { "\(design.rawValue)-\(weight)\(isItalic ? "-italic" : "")" }

    init(design: Design, weight: Int, isItalic: Bool) {
        self.design = design
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The face a style draws with at `points`.
    init(style: TextStyle, points: Double) {
        var design: Design
        switch style.family {
        case .system: design = style.isMonospaced ? .mono : .inter
        case .monospaced: design = .mono
        case .serif: design = .serif
        }
        if design == .inter && points >= FaceDescriptor.displayFromPoints { design = .interdisplay }
        let wanted = (style.weight.rawValue + 1) * 100
        let stored = FaceDescriptor.stored[design]!
        let italic = style.isItalic && !stored.italic.isEmpty
        let weights = italic ? stored.italic : stored.upright
        var best = weights[0]
        for weight in weights.dropFirst() where abs(weight - wanted) <= abs(best - wanted) { best = weight }
        self.init(design: design, weight: best, isItalic: italic)
    }
}
