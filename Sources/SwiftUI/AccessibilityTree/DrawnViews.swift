import Raster
import Tokens

/// A laid-out tree read once, in drawing order (depth first, parents before children), for the
/// rules that look at what is drawn: the solid fills and strokes with the token each colour came
/// from, and the visible texts and images with what the rules need to know about them. Views
/// hidden from accessibility, hidden with `hidden()` or drawn at opacity 0 are left out.
struct DrawnViews {
    /// A solid fill or stroke of a shape or colour view.
    struct Paint {
        var order: Int
        var frame: Rect
        var color: RGBA8
        var tokenPath: String?
        var isStroke: Bool
    }

    /// A text or image the contrast and text-fit rules look at.
    struct Mark {
        var view: LaidOutView
        var order: Int
        /// Inside a disabled control (WCAG exempts inactive components).
        var disabled: Bool
        /// What the enclosing clips and the canvas leave visible of the view's frame's area.
        var visible: Rect
    }

    private(set) var paints: [Paint] = []
    private(set) var texts: [Mark] = []
    /// Images drawn as one solid colour (symbols, template images) that are not decorative.
    private(set) var icons: [Mark] = []

    init(_ root: LaidOutView) {
        var order = 0
        visit(root, disabled: false, clip: root.frame, order: &order)
    }

    private mutating func visit(_ view: LaidOutView, disabled: Bool, clip: Rect, order: inout Int) {
        if view.details.contains(where: { $0.name == "accessibilityHidden" && $0.value == "true" }) { return }
        var clip = clip
        for effect in view.effects {
            switch effect {
            case .hidden: return
            case .opacity(let opacity) where opacity <= 0: return
            case .clip(_, let rect): clip = clip.intersection(rect)
            default: break
            }
        }
        let disabled = disabled || view.semantics.contains { $0.name == "enabled" && $0.value == "false" }
        let here = order
        order += 1
        if view.kind == "Text" {
            texts.append(Mark(view: view, order: here, disabled: disabled, visible: clip))
            return
        }
        for detail in view.details {
            switch detail.name {
            case "fill", "stroke", "strokeBorder":
                guard let (color, path) = Self.solid(detail.value) else { continue }
                paints.append(Paint(order: here, frame: view.frame, color: color, tokenPath: path, isStroke: detail.name != "fill"))
            case "color" where view.kind == "Image":
                let decorative = view.semantics.contains { $0.name == "decorative" }
                if !decorative, Self.solid(detail.value) != nil {
                    icons.append(Mark(view: view, order: here, disabled: disabled, visible: clip))
                }
            default: break
            }
        }
        for child in view.children { visit(child, disabled: disabled, clip: clip, order: &order) }
    }

    /// `#RRGGBB[AA] {token.path} …` (a `ResolvedPaint` description) as a colour and its token;
    /// nil for gradients and materials.
    static func solid(_ description: String) -> (RGBA8, String?)? {
        let words = description.split(separator: " ")
        guard let first = words.first, first.hasPrefix("#"), let color = RGBA8(hex: String(first)) else { return nil }
        let path = words.dropFirst().first.flatMap { word -> String? in
            word.hasPrefix("{") && word.hasSuffix("}") ? String(word.dropFirst().dropLast()) : nil
        }
        return (color, path)
    }

    /// The colour a view draws with (its `color` detail) and that colour's token.
    static func color(of view: LaidOutView) -> (RGBA8, String?)? {
        view.details.first { $0.name == "color" }.flatMap { solid($0.value) }
    }

    /// The token of the background behind `frame`: of the fill drawn before `order` under the
    /// frame's centre whose colour (over the canvas) is the `measured` one, else of the last
    /// fill drawn there; nil on the bare canvas or when that fill read no token.
    func backgroundToken(under frame: Rect, before order: Int, measured: RGBA8, canvas: RGBA8) -> String? {
        let candidates = paints.filter { paint in
            !paint.isStroke && paint.order < order && paint.frame.minX <= frame.midX && frame.midX <= paint.frame.maxX
                && paint.frame.minY <= frame.midY && frame.midY <= paint.frame.maxY
        }
        let matching = candidates.last { Self.opaque($0.color, over: canvas) == measured }
        return (matching ?? candidates.last)?.tokenPath
    }

    static func opaque(_ color: RGBA8, over canvas: RGBA8) -> RGBA8 {
        let mixed = WCAGContrast.composite(color, over: canvas)
        return RGBA8(r: mixed.r, g: mixed.g, b: mixed.b)
    }
}
