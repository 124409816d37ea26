import SwiftUI
import Tokens

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

        var background: ColorToken {
            switch self {
            case .success: .feedbackSuccessBg
            case .warning: .feedbackWarningBg
            case .danger: .feedbackDangerBg
            }
        }

        var foreground: ColorToken {
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
                .foregroundStyle(Theme.color(.badgeLabel))
                .padding(.horizontal, Theme.length(.spaceXs))
                .frame(minWidth: Theme.length(.sizeBadgeMinWidth), minHeight: Theme.length(.sizeBadgeMinWidth))
                .background(Theme.color(.badgeBg), in: Capsule())
                .fixedSize()
        case .status(let title, let tone):
            Text(title)
                .appText(.label)
                .foregroundStyle(Theme.color(tone.foreground))
                .padding(.horizontal, Theme.length(.spaceSm))
                .padding(.vertical, Theme.length(.space2xs))
                .background(Theme.color(tone.background), in: Capsule())
                .fixedSize()
        }
    }
}
