import BitmapText
import Raster
import SwiftUI
import Tokens

// The seeds' components (building-a-design-system.md, figma-and-swiftui-design-system-setup.md)
// written in this DSL, as close to line for line as the platform allows. Differences: token
// constants are `Length`s and token-backed `Color`s; `@Entry` becomes an `EnvironmentKey`;
// `.onTapGesture`, `.textContentType`, `.keyboardType` and `.animation` have no meaning without
// events or keyboards and are left out.

enum Space {
    static var xxs: CGFloat { .token("space.2xs") }
    static var xs: CGFloat { .token("space.xs") }
    static var sm: CGFloat { .token("space.sm") }
    static var md: CGFloat { .token("space.md") }
    static var lg: CGFloat { .token("space.lg") }
    static var xl: CGFloat { .token("space.xl") }
}

enum Radius {
    static var sm: CGFloat { .token("radius.sm") }
    static var md: CGFloat { .token("radius.md") }
    static var lg: CGFloat { .token("radius.lg") }
}

enum Control {
    static var minHeight: CGFloat { .token("control.minHeight") }
}

extension Color {
    static let bgCanvas = Color(token: "bg.canvas")
    static let bgSurface = Color(token: "bg.surface")
    static let textPrimary = Color(token: "text.primary")
    static let textSecondary = Color(token: "text.secondary")
    static let borderSubtle = Color(token: "border.subtle")
    static let actionPrimaryBg = Color(token: "action.primary.bg")
    static let actionPrimaryLabel = Color(token: "action.primary.label")
}

extension Font {
    static let dsBody = Font.body
    static let dsBodyStrong = Font.system(.body, weight: .semibold)
    static let dsTitle2 = Font.system(.title2, weight: .semibold)
    static let dsCaption = Font.caption
}

public enum RowStyle: Sendable {
    case plain
    case inset
}

struct RowConfiguration: Sendable {
    var style = RowStyle.plain
    var insetBackgroundColor = Color.secondary
}

struct DesignSystemConfiguration: Sendable {
    var rows = RowConfiguration()
}

struct ConfigurationKey: EnvironmentKey {
    static let defaultValue = DesignSystemConfiguration()
}

extension EnvironmentValues {
    var configuration: DesignSystemConfiguration {
        get { self[ConfigurationKey.self] }
        set { self[ConfigurationKey.self] = newValue }
    }
}

extension View {
    func rowStyle(_ style: RowStyle) -> some View {
        environment(\.configuration.rows.style, style)
    }

    func rowInsetBackgroundColor(_ color: Color) -> some View {
        environment(\.configuration.rows.insetBackgroundColor, color)
    }
}

struct Row<Leading: View, Trailing: View>: View {
    var leading: Leading
    var trailing: Trailing
    @Environment(\.configuration.rows) private var configuration

    init(
        @ViewBuilder leading: () -> Leading,
        @ViewBuilder trailing: () -> Trailing = EmptyView.init
    ) {
        self.leading = leading()
        self.trailing = trailing()
    }

    var body: some View {
        switch configuration.style {
        case .plain:
            content
        case .inset:
            content
                .padding()
                .background(configuration.insetBackgroundColor)
        }
    }

    private var content: some View {
        HStack {
            leading

            trailing
                .padding(.leading)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

enum TextContentType {
    case password, newPassword, name
}

struct TextInputView: View {
    var placeholder: String
    var contentType: TextContentType?
    @Binding var text: String

    init(placeholder: String, contentType: TextContentType?, text: Binding<String>) {
        self.placeholder = placeholder
        self.contentType = contentType
        _text = text
    }

    var body: some View {
        inputView
    }

    @ViewBuilder private var inputView: some View {
        switch contentType {
        case .password, .newPassword:
            SecureField(placeholder, text: $text)
        default:
            TextField(placeholder, text: $text)
        }
    }
}

struct TextFieldRow: View {
    var title: String
    var placeholder: String
    var contentType: TextContentType?
    @Binding var text: String

    @FocusState private var isTextFieldFocused

    init(title: String, placeholder: String, contentType: TextContentType? = nil, text: Binding<String>) {
        self.title = title
        self.placeholder = placeholder
        self.contentType = contentType
        _text = text
    }

    var body: some View {
        Row(leading: {
            Text(title)
                .bold()
                .foregroundStyle(isTextFieldFocused ? .orange : .primary)
        }, trailing: {
            TextInputView(
                placeholder: placeholder,
                contentType: contentType,
                text: $text
            )
            .multilineTextAlignment(.trailing)
            .focused($isTextFieldFocused)
        })
    }
}

struct DSCard<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Space.sm) {
            content
        }
        .padding(Space.lg)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.bgSurface,
                    in: RoundedRectangle(cornerRadius: Radius.lg, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: Radius.lg, style: .continuous)
                .stroke(Color.borderSubtle, lineWidth: 1)
        )
    }
}

struct DSPrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.dsBodyStrong)
            .padding(.horizontal, Space.lg)
            .padding(.vertical, Space.md)
            .frame(maxWidth: .infinity, minHeight: Control.minHeight)
            .background(
                Color.actionPrimaryBg.opacity(isEnabled ? 1 : 0.4),
                in: RoundedRectangle(cornerRadius: Radius.md, style: .continuous)
            )
            .foregroundStyle(Color.actionPrimaryLabel)
            .opacity(configuration.isPressed ? 0.85 : 1)
    }
}

extension ButtonStyle where Self == DSPrimaryButtonStyle {
    static var dsPrimary: DSPrimaryButtonStyle { DSPrimaryButtonStyle() }
}

/// The seeds' tokens (figma-and-swiftui-design-system-setup.md): primitives aliased into
/// light and dark semantic colours, the 4-pt spacing scale, radii and the control height.
let seedTokens: TokenTable = {
    func hex(_ text: String) -> RGBA8 { RGBA8(hex: text)! }
    let brand500 = hex("#2F6BFF"), n000 = hex("#FFFFFF"), n100 = hex("#F4F4F7"), n700 = hex("#3A3A42"), n900 = hex("#0B0B0F")
    return TokenTable(
        colors: [
            "bg.canvas": .init(light: n000, dark: n900),
            "bg.surface": .init(light: n100, dark: n700),
            "text.primary": .init(light: n900, dark: n000),
            "text.secondary": .init(light: n700, dark: n100),
            "border.subtle": .init(light: n100, dark: n700),
            "action.primary.bg": .init(brand500),
            "action.primary.label": .init(n000),
        ],
        dimensions: [
            "space.2xs": 2, "space.xs": 4, "space.sm": 8, "space.md": 12, "space.lg": 16, "space.xl": 24,
            "radius.sm": 8, "radius.md": 12, "radius.lg": 16, "control.minHeight": 44,
        ])
}()

/// A settings-like screen built from the seed components.
struct SeedScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: Space.md) {
            DSCard {
                Text("Weekly report").font(.dsTitle2).foregroundStyle(Color.textPrimary)
                Text("3 tasks left").font(.dsCaption).foregroundStyle(Color.textSecondary)
            }
            DSCard {
                TextFieldRow(title: "Name", placeholder: "Jane Appleseed", text: .constant("Ada Lovelace"))
                Divider()
                TextFieldRow(title: "Email", placeholder: "jane@example.com", text: .constant(""))
                    .focused(true)
                Divider()
                TextFieldRow(title: "Password", placeholder: "Required", contentType: .password, text: .constant("hunter22"))
            }
            Row(leading: { Text("Notifications").foregroundStyle(Color.textPrimary) }, trailing: {
                Image(systemName: "chevron.right").foregroundStyle(Color.textSecondary)
            })
            .rowStyle(.inset)
            .rowInsetBackgroundColor(Color.bgSurface)
            Button("Continue") {}
                .buttonStyle(.dsPrimary)
        }
        .padding(Space.lg)
        .background(Color.bgCanvas)
    }
}
