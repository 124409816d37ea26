import BitmapText
import Raster
import Tokens

/// The label style in effect when none is set (SwiftUI's `.automatic`): on iOS outside lists
/// and toolbars, the symbol then the title.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
