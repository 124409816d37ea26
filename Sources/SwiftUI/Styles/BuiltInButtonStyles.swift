import BitmapText
import Raster
import Tokens

/// The style buttons use when none is set: on iOS outside lists, the borderless look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(configuration: configuration)
    }
}

/// The label alone in the tint (the accent colour unless `.tint(_:)` says otherwise; red for a
/// destructive role), faded to 20 % while pressed (UIKit's highlight), grey when disabled.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(configuration: configuration)
    }
}

/// The label as it is, with no tint, faded while pressed, grey when disabled.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        PlainButtonBody(configuration: configuration)
    }
}

/// The label in the tint on a light fill (`tertiarySystemFill`, or the tint at 15 % when one is
/// set), padded and rounded by the control size and `.buttonBorderShape(_:)`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: false)
    }
}

/// The label in white on the tint, padded and rounded like `.bordered`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The tint a button's label or fill takes: red for a destructive role, else the environment's
/// tint, else the accent colour.
func buttonTint(role: ButtonRole?, tint: Color?) -> Color {
    role == .destructive ? Color.red : tint ?? Color.accentColor
}

struct BorderlessButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .foregroundStyle(isEnabled ? buttonTint(role: configuration.role, tint: tint) : ControlPalette.disabledLabel)
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}

struct PlainButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if isEnabled {
            configuration.label.opacity(configuration.isPressed ? 0.2 : 1)
        } else {
            configuration.label.foregroundStyle(ControlPalette.disabledLabel)
        }
    }
}

/// Insets, minimum height, corner radius and font of bordered buttons per control size, for
/// iOS 17. Heights are SwiftUI's bordered button heights at the default Dynamic Type size as
/// published measurements give them (small 28, regular 34, large 50 points, matching
/// `UIButton.Configuration`'s small/medium/large); not re-measured on a device here. `.mini`
/// draws like `.small` on iOS; `.extraLarge` (visionOS-first) is an estimate.
struct BorderedButtonMetrics: Equatable {
    var horizontal: CGFloat
    var vertical: CGFloat
    var minHeight: CGFloat
    var cornerRadius: CGFloat
    var font: Font

    init(_ size: ControlSize) {
        switch size {
        case .mini, .small: (horizontal, vertical, minHeight, cornerRadius, font) = (10, 4, 28, 6, .subheadline)
        case .regular: (horizontal, vertical, minHeight, cornerRadius, font) = (12, 6, 34, 8, .body)
        case .large: (horizontal, vertical, minHeight, cornerRadius, font) = (20, 14, 50, 12, .body)
        case .extraLarge: (horizontal, vertical, minHeight, cornerRadius, font) = (24, 18, 58, 14, .body)
        }
    }
}

struct BorderedButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font

    private var labelColor: Color {
        if !isEnabled { return ControlPalette.disabledLabel }
        return isProminent ? Color.white : buttonTint(role: configuration.role, tint: tint)
    }

    private var fill: Color {
        if !isEnabled { return ControlPalette.tertiarySystemFill }
        if isProminent { return buttonTint(role: configuration.role, tint: tint) }
        if configuration.role == .destructive || tint != nil { return buttonTint(role: configuration.role, tint: tint).opacity(0.15) }
        return ControlPalette.tertiarySystemFill
    }

    var body: some View {
        let metrics = BorderedButtonMetrics(controlSize)
        configuration.label
            .font(font ?? metrics.font)
            .foregroundStyle(labelColor)
            .lineLimit(1)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .frame(minHeight: metrics.minHeight)
            .background { BorderedButtonShape(shape: borderShape, radius: metrics.cornerRadius, fill: fill) }
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A bordered button's fill in its border shape.
struct BorderedButtonShape: View {
    let shape: ButtonBorderShape
    let radius: CGFloat
    let fill: Color

    var body: some View {
        switch shape.kind {
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        case .automatic: RoundedRectangle(cornerRadius: radius, style: .continuous).fill(fill)
        case .roundedRectangle(let custom): RoundedRectangle(cornerRadius: custom ?? radius, style: .continuous).fill(fill)
        }
    }
}
