import SwiftUI

/// The loading placeholder of lists: rows of rounded blocks in the skeleton colour where an
/// icon, a title and a subtitle will be.
///
/// ```swift
/// SkeletonList(rows: 3)
/// ```
public struct SkeletonList: View {
    public var rows: Int

    /// Three rows fill a phone's first screen of a list without scrolling.
    public static let defaultRows = 3

    public init(rows: Int = SkeletonList.defaultRows) {
        self.rows = rows
    }

    public var body: some View {
        VStack(spacing: Theme.length(.spaceLg)) {
            ForEach(0..<rows) { _ in
                SkeletonRow()
            }
        }
        .padding(.vertical, Theme.length(.spaceMd))
        .accessibilityLabel("Loading")
    }
}

/// One placeholder row: an icon-sized square, a title bar and a shorter subtitle bar.
struct SkeletonRow: View {
    var body: some View {
        HStack(spacing: Theme.length(.spaceMd)) {
            block.frame(width: Theme.length(.sizeIconLg), height: Theme.length(.sizeIconLg))
            VStack(alignment: .leading, spacing: Theme.length(.spaceSm)) {
                block.frame(height: Theme.length(.spaceMd))
                block.frame(height: Theme.length(.spaceMd))
                    .padding(.trailing, Theme.length(.space3xl))
            }
        }
    }

    private var block: some View {
        RoundedRectangle(cornerRadius: Theme.length(.radiusSm)).fill(Theme.color(.skeleton))
    }
}
