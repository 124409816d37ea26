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
        VStack(spacing: Space.lg) {
            ForEach(0..<rows) { _ in
                SkeletonRow()
            }
        }
        .padding(.vertical, Space.md)
        .accessibilityLabel("Loading")
    }
}

/// One placeholder row: an icon-sized square, a title bar and a shorter subtitle bar.
struct SkeletonRow: View {
    var body: some View {
        HStack(spacing: Space.md) {
            block.frame(width: Size.iconLg, height: Size.iconLg)
            VStack(alignment: .leading, spacing: Space.sm) {
                block.frame(height: Space.md)
                block.frame(height: Space.md)
                    .padding(.trailing, Space.xxxl)
            }
        }
    }

    private var block: some View {
        RoundedRectangle(cornerRadius: Radius.sm).fill(Color.skeleton)
    }
}
