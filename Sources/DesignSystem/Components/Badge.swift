import SwiftUI

/// A small status marker. A count badge is a circle for one digit and a capsule for more
/// (capped at "99+"); a status badge carries a short word in a feedback tone.
///
/// ```swift
/// Badge(count: 3)
/// Badge("Paid", tone: .success)
/// ```
public struct Badge: View {
    /// The colour family of a status badge.
    public enum Tone: String, Sendable, CaseIterable {
        case success
        case warning
        case danger

        var background: Color {
            switch self {
            case .success: .feedbackSuccessBg
            case .warning: .feedbackWarningBg
            case .danger: .feedbackDangerBg
            }
        }

        var foreground: Color {
            switch self {
            case .success: .feedbackSuccessFg
            case .warning: .feedbackWarningFg
            case .danger: .feedbackDangerFg
            }
        }
    }

    private enum Kind {
        case count(Int)
        case status(String, Tone)
    }

    private let kind: Kind

    /// The largest count shown in full; more reads "99+".
    public static let maximumCount = 99

    public init(count: Int) {
        kind = .count(count)
    }

    public init(_ title: String, tone: Tone) {
        kind = .status(title, tone)
    }

    public var body: some View {
        switch kind {
        case .count(let count):
            Text(count > Badge.maximumCount ? "\(Badge.maximumCount)+" : "\(count)")
                .appText(.caption1)
                .bold()
                .foregroundStyle(Color.badgeLabel)
                .padding(.horizontal, Space.xs)
                .frame(minWidth: Size.badgeMinWidth, minHeight: Size.badgeMinWidth)
                .background(Color.badgeBg, in: Capsule())
                .fixedSize()
        case .status(let title, let tone):
            Text(title)
                .appText(.label)
                .foregroundStyle(tone.foreground)
                .padding(.horizontal, Space.sm)
                .padding(.vertical, Space.xxs)
                .background(tone.background, in: Capsule())
                .fixedSize()
        }
    }
}
