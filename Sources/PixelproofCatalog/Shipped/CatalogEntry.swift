import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

/// One preview of one component in one state, like a `#Preview`: a stable name that is also the
/// snapshot's path (`Button/primary/disabled`), the view, and how wide it is drawn.
///
/// Names are `/`-separated segments of letters, digits and `-`; the first segment is the
/// component. Renaming an entry renames its reference images, so names never change casually.
///
/// ```swift
/// CatalogEntry("Badge/count-overflow", size: .ideal) { Badge(count: 120) }
/// CatalogEntry("Button/primary/disabled") { Button("Continue") {}.buttonStyle(.dsPrimary).disabled(true) }
/// ```
public struct CatalogEntry: Sendable {
    /// How big an entry is drawn: the width of a phone's content column (height to fit), or the
    /// view's own ideal size for small pieces such as badges and chips.
    public enum PreferredSize: Sendable, Hashable {
        case column
        case ideal

        /// The column width in points *(choice: the 320-pt width of the smallest iPhone screen,
        /// so long text wraps where it would on a real device and images stay small)*.
        public static let columnWidth = 320.0

        /// The render size of the staged entry (the stage adds its padding around the view).
        public var renderSize: RenderSize {
            switch self {
            case .column: .width(PreferredSize.columnWidth)
            case .ideal: .ideal
            }
        }
    }

    /// What an entry is drawn on.
    public enum Stage: Sendable, Hashable {
        /// The canvas colour with the screen margin around the view: most components.
        case padded
        /// Edge to edge, over the dimming scrim: sheets and other presented surfaces, which
        /// meet the screen's edges.
        case presented
        /// Edge to edge on the canvas colour: whole screens, which bring their own margins
        /// (`dsScreenPadding()`).
        case screen
    }

    public let name: String
    public let preferredSize: PreferredSize
    public let stage: Stage
    private let makeView: @Sendable () -> AnyView

    public init<Content: View>(_ name: String, size: PreferredSize = .column, stage: Stage = .padded,
                               @ViewBuilder view: @escaping @Sendable () -> Content) {
        self.name = name
        self.preferredSize = size
        self.stage = stage
        self.makeView = Self.erasing(view) { AnyView($0) }
    }

    /// `view` followed by `erase`. `erase` (which uses `Content: View`) is made by the generic
    /// initialiser; this function knows nothing of `Content`, so the `@Sendable` closure carries
    /// no conformance and `Content` need not be `SendableMetatype` (the build stays free of
    /// warnings). `erase` only wraps the value and touches no shared state.
    private static func erasing<Content>(_ view: @escaping @Sendable () -> Content,
                                         _ erase: @escaping (Content) -> AnyView) -> @Sendable () -> AnyView {
        nonisolated(unsafe) let erase = erase
        return { erase(view()) }
    }

    /// The component this entry previews: the first segment of its name.
    public var component: String {
        String(name.split(separator: "/", maxSplits: 1)[0])
    }

    /// The entry's view on its own, as a screen would place it.
    public var view: AnyView { makeView() }

    /// The entry's view on the stage it is snapshotted on (see `Stage`), so every image shows
    /// the component in its natural surroundings.
    public var stagedView: AnyView {
        switch stage {
        case .padded:
            AnyView(view
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(Space.lg)
                .background(Color.bgCanvas))
        case .presented:
            AnyView(view
                .padding(.top, Space.xxxl)
                .background(Color.overlayScrim)
                .background(Color.bgCanvas))
        case .screen:
            AnyView(view.background(Color.bgCanvas))
        }
    }
}
