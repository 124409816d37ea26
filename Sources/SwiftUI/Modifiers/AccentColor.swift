extension View {
    /// The iOS 13 spelling of `tint(_:)`: the accent colour controls inside draw in (deprecated by
    /// Apple, still common). `nil` goes back to the default accent colour.
    ///
    /// ```swift
    /// Slider(value: $volume).accentColor(.orange)
    /// ```
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
