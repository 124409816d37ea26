import SwiftUI

/// The design system's labels: the symbol, then the title `space.sm` after it (the seeds' "icon to text"
/// gap). Buttons styled with `DSButtonStyle` draw their labels this way.
///
/// ```swift
/// Label("Flagged", systemImage: "info.circle").labelStyle(.dsTitleAndIcon)
/// ```
public struct DSLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: Space.sm) {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == DSLabelStyle {
    /// The symbol, then the title `space.sm` after it.
    public static var dsTitleAndIcon: DSLabelStyle { DSLabelStyle() }
}
