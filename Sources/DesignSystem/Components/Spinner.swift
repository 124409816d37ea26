import Layout

/// The design system's activity indicator: eight spokes in the foreground style, fading
/// clockwise from the top, drawn at a fixed phase so renders are deterministic. It is icon-sized
/// (`size.icon.md`) and takes its colour from where it sits (the label colour inside a button).
///
/// ```swift
/// Spinner().foregroundStyle(Theme.color(.actionPrimaryLabel))
/// ```
public struct Spinner: View {
    public init() {}

    public var body: some View {
        ZStack {
            ForEach(0..<SpinnerSpoke.count) { index in
                SpinnerSpoke(index: index)
                    .opacity(Opacity(SpinnerSpoke.opacity(of: index)))
            }
        }
        .frame(width: Theme.length(.sizeIconMd), height: Theme.length(.sizeIconMd))
    }
}

/// One spoke: a bar from 45 % to 95 % of the radius, as wide as a tenth of the side, pointing
/// in one of eight directions (unit vectors written out, so no trigonometry decides a pixel).
struct SpinnerSpoke: Shape {
    static let count = 8
    private static let diagonal = 0.7071067811865476
    private static let directions: [(Double, Double)] = [
        (0, -1), (diagonal, -diagonal), (1, 0), (diagonal, diagonal),
        (0, 1), (-diagonal, diagonal), (-1, 0), (-diagonal, -diagonal),
    ]

    let index: Int

    /// The leading spoke is opaque; each following one is fainter.
    static func opacity(of index: Int) -> Double {
        1 - Double(index) / Double(count + 2)
    }

    func path(in rect: Rect) -> Path {
        let (dx, dy) = Self.directions[index]
        let radius = min(rect.width, rect.height) / 2
        let half = radius / 10
        let inner = radius * 0.45, outer = radius * 0.95
        let cx = rect.midX, cy = rect.midY
        // The perpendicular (-dy, dx) gives the bar its width.
        return Path { path in
            path.move(to: Point(x: cx + dx * inner - dy * half, y: cy + dy * inner + dx * half))
            path.addLine(to: Point(x: cx + dx * outer - dy * half, y: cy + dy * outer + dx * half))
            path.addLine(to: Point(x: cx + dx * outer + dy * half, y: cy + dy * outer - dx * half))
            path.addLine(to: Point(x: cx + dx * inner + dy * half, y: cy + dy * inner - dx * half))
            path.closeSubpath()
        }
    }
}
