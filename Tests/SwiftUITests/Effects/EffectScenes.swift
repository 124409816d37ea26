import SwiftUI

// Scenes for the effects, shapes and colours goldens, written as component code is: this file
// imports only SwiftUI, so every name below is SwiftUI's spelling.

/// A colourful, photo-like backdrop: sky, sun, hills.
struct PhotoBackdrop: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.16, green: 0.35, blue: 0.75), Color(red: 0.95, green: 0.55, blue: 0.35)],
                           startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(RadialGradient(colors: [Color(red: 1, green: 0.93, blue: 0.6), Color(red: 1, green: 0.6, blue: 0.2).opacity(0)],
                                     center: .center, startRadius: 4, endRadius: 60))
                .frame(width: 120, height: 120)
                .offset(x: 90, y: -40)
            Ellipse().fill(Color(red: 0.12, green: 0.45, blue: 0.3)).frame(width: 300, height: 120).offset(x: -90, y: 110)
            Ellipse().fill(Color(red: 0.2, green: 0.55, blue: 0.25)).frame(width: 320, height: 110).offset(x: 110, y: 125)
            Text("PHOTO").font(.largeTitle).foregroundStyle(.white).offset(x: -100, y: -70)
        }
    }
}

struct TransformScene: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 60, height: 40)
                    .overlay(Text("30°").foregroundStyle(.white))
                    .rotationEffect(.degrees(30))
                Circle().fill(.orange).frame(width: 30, height: 30).scaleEffect(1.5)
                Text("Mirror").scaleEffect(x: -1, y: 1)
                Capsule().fill(.green).frame(width: 60, height: 24).rotationEffect(.degrees(-45), anchor: .leading)
            }
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 6).fill(.purple).frame(width: 60, height: 40)
                    .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
                Rectangle().fill(.red).frame(width: 40, height: 40).scaleEffect(CGSize(width: 0.5, height: 1), anchor: .topLeading)
                Rectangle().fill(.teal).frame(width: 40, height: 40).offset(CGSize(width: 8, height: 8))
                    .background(Rectangle().stroke(.gray, lineWidth: 1))
                Rectangle().rotation(.degrees(20)).fill(.indigo).frame(width: 40, height: 40)
            }
        }
        .padding(24)
        .background(Color.white)
    }
}

struct GradientScene: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 40))
                Rectangle().fill(EllipticalGradient(colors: [.mint, .blue.opacity(0.2)]))
            }
            .frame(height: 80)
            HStack(spacing: 12) {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Circle().strokeBorder(AngularGradient(gradient: Gradient(colors: [.pink, .indigo]), center: .center,
                                                      startAngle: .degrees(0), endAngle: .degrees(270)), lineWidth: 12)
                RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
                Rectangle().fill(Gradient(stops: [.init(color: .green, location: 0), .init(color: .green, location: 0.4),
                                                  .init(color: .cyan, location: 1)]))
            }
            .frame(height: 80)
        }
        .padding(16)
        .frame(width: 390)
        .background(.background)
    }
}

struct MaterialScene: View {
    var body: some View {
        ZStack {
            PhotoBackdrop()
            VStack(spacing: 10) {
                HStack(spacing: 10) {
                    label("ultraThin").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    label("thin").background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    label("regular").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
                HStack(spacing: 10) {
                    label("thick").background(.thickMaterial, in: RoundedRectangle(cornerRadius: 12))
                    label("ultraThick").background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 12))
                    label("bar").background(.bar)
                }
                Text("Toast in a shadow").font(.footnote).padding(.horizontal, 16).padding(.vertical, 8)
                    .background(.ultraThinMaterial, in: Capsule())
                    .shadow(color: .black.opacity(0.3), radius: 6, y: 3)
            }
        }
        .frame(width: 390, height: 280)
    }

    func label(_ name: String) -> some View {
        Text(name).font(.footnote).frame(width: 110, height: 70)
    }
}

struct BlendModeScene: View {
    let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                              .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
                              .plusDarker, .plusLighter]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(0..<3) { row in
                HStack(spacing: 6) {
                    ForEach(0..<6) { column in
                        cell(modes[row * 6 + column])
                    }
                }
            }
        }
        .padding(8)
        .background(Color.white)
    }

    func cell(_ mode: BlendMode) -> some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.1, green: 0.3, blue: 0.9), Color(red: 0.95, green: 0.8, blue: 0.2)],
                           startPoint: .leading, endPoint: .trailing)
            Circle().fill(Color(red: 0.9, green: 0.2, blue: 0.3)).frame(width: 40, height: 40).blendMode(mode)
        }
        .compositingGroup()
        .frame(width: 56, height: 56)
    }
}

struct MaskScene: View {
    var body: some View {
        HStack(spacing: 16) {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                .frame(width: 110, height: 60)
                .mask { Text("MASK").font(.largeTitle) }
            PhotoBackdrop().frame(width: 80, height: 80).mask(Circle())
            Rectangle().fill(.orange).frame(width: 80, height: 80)
                .mask(alignment: .topLeading) {
                    LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom).frame(width: 60, height: 60)
                }
        }
        .padding(16)
        .background(Color.white)
    }
}

struct ProgressRingScene: View {
    var progress: CGFloat = 0.7

    var body: some View {
        ZStack {
            Circle().stroke(Color.secondary.opacity(0.3), lineWidth: 10)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("70%").font(.headline)
        }
        .frame(width: 100, height: 100)
        .padding(20)
        .background(.background)
    }
}

struct StrokeScene: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                    .frame(width: 100, height: 60)
                Circle()
                    .strokeBorder(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0.1, 8]))
                    .frame(width: 60, height: 60)
                Capsule(style: .circular).inset(by: 6).stroke(.green, lineWidth: 3).frame(width: 100, height: 40)
                    .border(Color.gray)
            }
            HStack(spacing: 16) {
                Zigzag().stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
                    .frame(width: 80, height: 40)
                Zigzag().stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel))
                    .frame(width: 80, height: 40)
                Star().fill(.orange, style: FillStyle(eoFill: true)).frame(width: 50, height: 50)
                Circle().fill(.yellow).stroke(.brown, lineWidth: 3).frame(width: 40, height: 40)
            }
        }
        .padding(16)
        .foregroundStyle(.primary)
        .background(.background)
    }
}

struct Zigzag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX + 4, y: rect.maxY - 4))
            p.addLine(to: CGPoint(x: rect.minX + rect.width * 0.35, y: rect.minY + 4))
            p.addLine(to: CGPoint(x: rect.minX + rect.width * 0.65, y: rect.maxY - 4))
            p.addLine(to: CGPoint(x: rect.maxX - 4, y: rect.minY + 4))
        }
    }
}

/// A five-pointed star drawn in one stroke, so even-odd leaves the pentagon hollow.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
            for i in 0..<5 {
                let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
                let point = CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
                if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
        }
    }
}

struct ColorFilterScene: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                tile("none")
                tile("brightness").brightness(0.3)
                tile("contrast").contrast(0.5)
                tile("saturation").saturation(2)
            }
            HStack(spacing: 8) {
                tile("grayscale").grayscale(1)
                tile("hue").hueRotation(.degrees(120))
                tile("multiply").colorMultiply(.yellow)
                tile("invert").colorInvert()
            }
            HStack(spacing: 8) {
                tile("blur").blur(radius: 3)
                tile("opaque").blur(radius: 3, opaque: true).clipped()
                tile("clip").clipShape(Circle(), style: FillStyle())
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                    .aspectRatio(2, contentMode: .fit).frame(width: 80, height: 80).border(Color.gray)
            }
        }
        .padding(12)
        .background(Color.white)
    }

    func tile(_ name: String) -> some View {
        ZStack {
            LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            Text(name).font(.caption).foregroundStyle(.black)
        }
        .frame(width: 80, height: 80)
    }
}
