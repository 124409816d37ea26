/// iOS 17's empty state: a large grey symbol above a bold title, a secondary description and
/// optional actions, centred in all the space offered.
///
/// ```swift
/// ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
/// ContentUnavailableView {
///     Label("Couldn't Load", systemImage: "exclamationmark.triangle")
/// } actions: {
///     Button("Try Again") { reload() }
/// }
/// ```
///
/// Drawn as iOS 17 draws it: the label's icon at 48 pt in the secondary colour, 8 pt above its
/// title in `.title2` bold; the description in `.subheadline`, secondary; actions below; the
/// groups 16 pt apart, centred text, in a view that fills its proposal.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label,
                @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            label.labelStyle(UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title` (a localized key) with `systemImage`.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state titled `title` (verbatim) with `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

/// The label layout inside `ContentUnavailableView`: the icon large and grey above the title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}
