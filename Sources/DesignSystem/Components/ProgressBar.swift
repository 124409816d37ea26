import SwiftUI

/// A linear progress bar: a capsule track with a filled share, optionally titled with the
/// percentage at the trailing end. Values outside 0…1 are clamped.
///
/// ```swift
/// ProgressBar(value: 0.4, title: "Uploading")
/// ```
public struct ProgressBar: View {
    public var value: Double
    public var title: String?

    public init(value: Double, title: String? = nil) {
        self.value = min(max(value, 0), 1)
        self.title = title
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Space.xs) {
            if let title {
                HStack(spacing: Space.sm) {
                    Text(title)
                        .foregroundStyle(Color.textPrimary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Text(percentText)
                        .foregroundStyle(Color.textSecondary)
                }
                .appText(.footnote)
            }
            ZStack {
                Capsule().fill(Color.progressTrack)
                ProgressFill(fraction: value).fill(Color.progressFill)
            }
            .frame(height: Size.progressHeight)
        }
    }

    private var percentText: String {
        "\(Int((value * 100).rounded(.toNearestOrAwayFromZero)))%"
    }
}

/// The filled share of a progress bar: a capsule from the leading edge across `fraction` of the
/// width, never narrower than its own height so a small value still shows a round dot.
struct ProgressFill: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        guard fraction > 0 else { return Path() }
        let width = max(rect.height, rect.width * fraction)
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
    }
}
