// The navigation-bar title modifiers iOS 13 shipped and later deprecated in favour of
// `navigationTitle` (+ `navigationBarTitleDisplayMode`); much real code still calls them.
// Each sets the same title (and display mode) the newer modifiers set.

extension View {
    /// The enclosing navigation bar's title.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The enclosing navigation bar's title, looked up as a localized key.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The enclosing navigation bar's title, verbatim.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The enclosing navigation bar's title, shown in `displayMode`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The enclosing navigation bar's title, looked up as a localized key, shown in `displayMode`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// The enclosing navigation bar's title, verbatim, shown in `displayMode`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
