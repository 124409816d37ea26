import SwiftUI
import XCTest

// The effect, shape and colour APIs called the way the vendored component corpus calls them
// (Tests/Fixtures/SwiftUICorpus: progress arcs, pressed button styles, loaders, toggles), so a
// spelling that drifts from SwiftUI's stops compiling here.

private struct ArcIndicator: View {
    var strokeWidth: CGFloat = 4
    var rotation: Double = 30
    var strokeStart: CGFloat = 0.1
    var strokeEnd: CGFloat = 0.8
    var strokeColor = Color.blue
    var lineWidth: CGFloat = 3
    var isPressed = true

    var body: some View {
        ZStack {
            Circle()
                .trim(from: strokeStart, to: strokeEnd)
                .stroke(style: StrokeStyle(lineWidth: strokeWidth, lineCap: .round, lineJoin: .round))
                .rotationEffect(.degrees(rotation))
            Circle()
                .stroke(strokeColor, style: .init(lineWidth: lineWidth, lineCap: .butt, lineJoin: .miter))
            Circle()
                .stroke(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            Path { p in p.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: .zero, endAngle: .degrees(270), clockwise: false) }
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [1]))
        }
        .scaleEffect(isPressed ? 0.94 : 1)
        .scaleEffect(x: 1, y: 1.2, anchor: .center)
        .rotationEffect(Angle(radians: Double(CGFloat.pi / 2)))
        .rotation3DEffect(Angle(degrees: 30), axis: (x: 10.0, y: 10.0, z: 10.0))
        .blur(radius: isPressed ? CGFloat(2) : 0)
        .blendMode(.hardLight)
        .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
        .frame(width: 60, height: 60)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .foregroundStyle(.primary, .secondary)
    }
}

final class CorpusUsageTests: XCTestCase {
    func testCorpusStyleEffectCodeRendersWithoutProblems() throws {
        let image = try render(ArcIndicator(), size: .ideal, scale: .x2)
        XCTAssertEqual(image.width, 120)
        XCTAssertEqual(image.height, 120)
    }

    func testGradientsAndColoursSpelledAsInTheCorpus() throws {
        let view = VStack {
            Rectangle().fill(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 1))
            Rectangle().fill(Color(hue: 0.5, saturation: 0.5, brightness: 0.5))
            Rectangle().fill(Color(white: 0.9, opacity: 0.5))
            Rectangle().fill(RadialGradient(gradient: Gradient(stops: [Gradient.Stop(color: .white, location: 0), .init(color: .black, location: 1)]),
                                            center: .center, startRadius: 2, endRadius: 20))
            Rectangle().fill(EllipticalGradient(colors: [.white, .gray]))
            Rectangle().fill(AngularGradient(colors: [.red, .orange], center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)))
            Rectangle().fill(Color.orange.gradient)
            Capsule(style: .circular).fill(.thinMaterial)
            ContainerRelativeShape().fill(AnyShapeStyle(.tint))
            AnyShape(Circle()).fill(.quaternary)
        }
        .frame(width: 40, height: 300)
        _ = try render(view, size: .ideal)
    }
}
