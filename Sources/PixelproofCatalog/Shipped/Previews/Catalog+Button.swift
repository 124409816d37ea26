import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

extension Catalog {
    /// Every variant × state, each with a text label and with an icon, plus a long title.
    static let buttonEntries: [CatalogEntry] = ButtonVariant.allCases.flatMap { variant in
        ButtonPreviewState.allCases.flatMap { state in
            [
                CatalogEntry("Button/\(variant.rawValue)/\(state.rawValue)") {
                    state.apply(to: Button(variant.sampleTitle) {}.buttonStyle(DSButtonStyle(variant)))
                },
                CatalogEntry("Button/\(variant.rawValue)/icon-\(state.rawValue)") {
                    state.apply(to: Button(action: {}) { Label(variant.sampleTitle, systemImage: variant.sampleIcon) }
                        .buttonStyle(DSButtonStyle(variant)))
                },
            ]
        }
    } + [
        CatalogEntry("Button/primary/two-line-wrap") {
            Button("Continue to payment and confirm your subscription") {}.buttonStyle(.dsPrimary)
        },
    ]
}

/// The interactive states a button preview is drawn in.
enum ButtonPreviewState: String, CaseIterable {
    case `default`
    case pressed
    case disabled
    case loading

    @ViewBuilder func apply<Content: View>(to button: Content) -> some View {
        switch self {
        case .default: button
        case .pressed: button.pressed()
        case .disabled: button.disabled(true)
        case .loading: button.loading()
        }
    }
}

private extension ButtonVariant {
    var sampleTitle: String {
        switch self {
        case .primary: "Continue"
        case .secondary: "Add to List"
        case .ghost: "Not Now"
        case .destructive: "Delete Scan"
        }
    }

    var sampleIcon: String {
        switch self {
        case .primary: "checkmark"
        case .secondary: "plus"
        case .ghost: "arrow.uturn.backward"
        case .destructive: "xmark"
        }
    }
}
