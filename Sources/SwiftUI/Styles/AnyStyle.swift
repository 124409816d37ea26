/// A style of any kind with its type erased, as the environment stores it: the body it makes
/// from its configuration. Each style protocol gives it an initialiser from its own styles
/// (`AnyToggleStyle(SwitchToggleStyle())`).
struct AnyStyle<Configuration>: @unchecked Sendable {
    // Styles are plain values used only while one render resolves.
    let makeBody: (Configuration) -> AnyView
}
