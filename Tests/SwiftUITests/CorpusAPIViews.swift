import SwiftUI

// Component code written the way the corpus calls generic `Label`, `LocalizedStringResource`,
// `UIColor` and `Canvas` (fixtures 04-labelable, 15-chip, 35-scratch-reveal): this file imports
// only SwiftUI, as a component file does, and must compile unchanged.

/// A screen of an app's menu, described by a title resource and an icon view.
protocol MenuDestination {
    associatedtype DestinationIcon: View
    var destinationTitle: LocalizedStringResource { get }
    var destinationIcon: DestinationIcon { get }
}

extension Label where Title == Text {
    init<Destination: MenuDestination>(destination: Destination) where Icon == Destination.DestinationIcon {
        self.init {
            Text(destination.destinationTitle)
        } icon: {
            destination.destinationIcon
        }
    }
}

extension Button {
    init<Destination: MenuDestination>(destination: Destination, action: @escaping () -> Void)
    where Label == SwiftUI.Label<Text, Destination.DestinationIcon> {
        self.init(action: action) {
            SwiftUI.Label(destination: destination)
        }
    }
}

enum SampleDestination: MenuDestination {
    case inbox

    var destinationTitle: LocalizedStringResource { "Inbox" }
    var destinationIcon: some View { Circle().fill(Color(.systemOrange)).frame(width: 16, height: 16) }
}

/// A label style that adds to the standard one through `Label(configuration)`.
struct TintedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .foregroundStyle(Color(uiColor: .systemIndigo))
    }
}

/// A chip on a UIKit system colour, as 15-chip draws it.
struct SystemColorChip: View {
    let title: String

    var body: some View {
        HStack {
            Text(title).font(.caption2).bold()
        }
        .padding(4)
        .foregroundStyle(.white)
        .background(Color(.systemBlue))
        .cornerRadius(5)
    }
}

/// Colour spellings that must stay unambiguous next to `Color(_: UIColor)`.
struct ColorSpellings: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(.white)
            Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)
            Color(.sRGB, white: 0.5, opacity: 1)
            Color(uiColor: .secondarySystemBackground)
            Color(.label).opacity(0.5)
            Text("Text").foregroundStyle(.white).background(Color(.separator))
        }
    }
}

/// Soft dots, a ring and a caption drawn with `Canvas`, as 35-scratch-reveal draws its mask.
struct CanvasDots: View {
    let points: [CGPoint] = [CGPoint(x: 30, y: 30), CGPoint(x: 70, y: 40), CGPoint(x: 50, y: 80)]
    let radius: CGFloat = 20

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(.secondarySystemBackground)))
            for (ix, point) in points.enumerated() {
                let gradient = Gradient(stops: [.init(color: .blue, location: 0), .init(color: .blue.opacity(0), location: 1)])
                context.fill(
                    Path(ellipseIn: CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2)),
                    with: .radialGradient(gradient, center: point, startRadius: 0, endRadius: radius + CGFloat(ix)))
            }
            var ring = context
            ring.translateBy(x: size.width - 40, y: 40)
            ring.scaleBy(x: 2, y: 2)
            ring.opacity = 0.5
            ring.stroke(Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.red), lineWidth: 2)
            context.stroke(Path { path in
                path.move(to: CGPoint(x: 10, y: size.height - 10))
                path.addLine(to: CGPoint(x: size.width - 10, y: size.height - 10))
            }, with: .color(.primary), lineWidth: 1)
            context.draw(Text("Canvas").font(.caption), at: CGPoint(x: size.width / 2, y: size.height - 22))
        }
        .frame(width: 160, height: 120)
    }
}
