import BitmapText
import Raster
import Tokens

/// A button that shares an item, drawn as its label in the tint: by default SF Symbols'
/// `square.and.arrow.up` and "Share". Only `URL` and `String` items are accepted (there is no
/// `Transferable` on Linux), so the type has one generic parameter here.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!)
/// ShareLink("Share Recipe", item: recipeURL)
/// ```
public struct ShareLink<Label: View>: View {
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    init(label: Label) {
        self.label = label
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    public var body: some View {
        label.foregroundStyle(isEnabled ? tint ?? Color.accentColor : ControlPalette.disabledLabel)
    }
}

/// ShareLink's default label: the share symbol and a title, 6 points apart like `Label`.
public struct DefaultShareLinkLabel: View {
    let title: String

    public var body: some View {
        HStack(spacing: 6) {
            ShareSymbol().frame(width: 17, height: 21)
            Text(title)
        }
    }
}

/// SF Symbols' `square.and.arrow.up`, drawn: an open box with an arrow rising out of it.
struct ShareSymbol: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height, line: CGFloat = 1.6
        var path = Path()
        // The arrow's shaft and head.
        path.addRect(CGRect(x: w / 2 - line / 2, y: h * 0.06, width: line, height: h * 0.58))
        path.move(to: CGPoint(x: w / 2, y: 0))
        path.addLine(to: CGPoint(x: w * 0.78, y: h * 0.26))
        path.addLine(to: CGPoint(x: w * 0.72, y: h * 0.31))
        path.addLine(to: CGPoint(x: w / 2, y: h * 0.1))
        path.addLine(to: CGPoint(x: w * 0.28, y: h * 0.31))
        path.addLine(to: CGPoint(x: w * 0.22, y: h * 0.26))
        path.closeSubpath()
        // The box, open at the top around the shaft.
        let top = h * 0.36, inner = w * 0.34
        path.move(to: CGPoint(x: inner, y: top))
        path.addLine(to: CGPoint(x: 0, y: top))
        path.addLine(to: CGPoint(x: 0, y: h))
        path.addLine(to: CGPoint(x: w, y: h))
        path.addLine(to: CGPoint(x: w, y: top))
        path.addLine(to: CGPoint(x: w - inner, y: top))
        path.addLine(to: CGPoint(x: w - inner, y: top + line))
        path.addLine(to: CGPoint(x: w - line, y: top + line))
        path.addLine(to: CGPoint(x: w - line, y: h - line))
        path.addLine(to: CGPoint(x: line, y: h - line))
        path.addLine(to: CGPoint(x: line, y: top + line))
        path.addLine(to: CGPoint(x: inner, y: top + line))
        path.closeSubpath()
        return path
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: "Share"))
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: "Share"))
    }

    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: String(title)))
    }

    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: String(title)))
    }
}
