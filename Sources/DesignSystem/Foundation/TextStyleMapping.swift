import Layout
import Tokens

/// How a typography token becomes the DSL's text style: weights 100…900 map to SwiftUI's names,
/// and the style scales under Dynamic Type like the Apple text style of the same size (ties go
/// to the face of the same boldness), as the seeds' `Font.custom(_:size:relativeTo:)` does.
enum TextStyleMapping {
    static func value(_ typography: Typography, path: String) -> TypographyValue {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let weight = weights[max(0, min(weights.count - 1, (typography.weight + 50) / 100 - 1))]
        let relativeTo = Font.TextStyle.allCases.min { a, b in
            let da = abs(a.pointSize - typography.size), db = abs(b.pointSize - typography.size)
            if da != db { return da < db }
            return a.isBold == weight.isBold && b.isBold != weight.isBold
        } ?? .body
        let textCase: Text.Case? = switch typography.textCase {
        case .uppercase?: .uppercase
        case .lowercase?: .lowercase
        case nil: nil
        }
        return TypographyValue(size: typography.size, weight: weight, lineHeight: typography.lineHeight,
                               tracking: typography.letterSpacing, textCase: textCase, relativeTo: relativeTo)
    }
}

private extension Font.TextStyle {
    var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    var isBold: Bool { self == .headline }
}
