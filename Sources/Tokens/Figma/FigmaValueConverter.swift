/// Maps Figma variable types and literal values onto design-token types and `$value`s.
enum FigmaValueConverter {
    /// Scopes that make a FLOAT variable a length rather than a plain number.
    static let dimensionScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING",
        "STROKE_FLOAT", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "EFFECT_FLOAT",
    ]

    /// Name words that make an unscoped (`ALL_SCOPES`) FLOAT a length.
    static let dimensionWords: Set<String> = [
        "radius", "radii", "corner", "spacing", "space", "spacer", "gap", "gutter", "padding", "margin", "inset",
        "size", "sizing", "width", "height", "border", "stroke", "blur", "spread", "offset", "breakpoint",
    ]

    /// Name words that make an unscoped (`ALL_SCOPES`) STRING a font family (`Font family/Primary`).
    static let fontFamilyWords: Set<String> = ["font", "fonts", "family", "typeface", "fontfamily"]

    /// COLOR → color; FLOAT → fontWeight (FONT_WEIGHT scope), number (OPACITY scope or an
    /// `opacity` name), dimension (length scopes, also with FONT_VARIATIONS, or all scopes and a
    /// length word in the name: `radius/7`, `spacing/md`) or number; STRING → fontFamily
    /// (FONT_FAMILY scope, or all scopes and a font word in the name: `Font family/Primary Font`)
    /// or fontWeight (FONT_STYLE scope alone: `bold`, `Semi Bold`).
    /// BOOLEAN and other strings have no type. The variable's own scopes decide, also for an alias.
    static func tokenType(of variable: FigmaVariables.Variable) -> TokenType? {
        switch variable.resolvedType {
        case "COLOR": return .color
        case "FLOAT":
            if variable.scopes.contains("FONT_WEIGHT") { return .fontWeight }
            if isOpacity(variable) { return .number }
            // FONT_VARIATIONS (a variable-font axis) rides along with lengths in real files
            // (`dimension/x4`: WIDTH_HEIGHT, GAP, FONT_VARIATIONS); it does not make a length a number.
            if variable.scopes.contains(where: dimensionScopes.contains),
               variable.scopes.allSatisfy({ dimensionScopes.contains($0) || $0 == "FONT_VARIATIONS" }) { return .dimension }
            if variable.scopes.isEmpty || variable.scopes.contains("ALL_SCOPES"), !nameWords(variable).isDisjoint(with: dimensionWords) { return .dimension }
            return .number
        case "STRING":
            if variable.scopes.contains("FONT_FAMILY") { return .fontFamily }
            if variable.scopes == ["FONT_STYLE"] { return .fontWeight }
            if variable.scopes.isEmpty || variable.scopes.contains("ALL_SCOPES"), !nameWords(variable).isDisjoint(with: fontFamilyWords) { return .fontFamily }
            return nil
        default: return nil
        }
    }

    /// Figma's opacity fields take percent (40), and real exports carry them so; the format's
    /// number for an opacity is 0…1 (0.4). A value above 1 is read as percent; 0…1 is already
    /// a fraction (1 % opacity is not a value design systems use).
    static func isOpacity(_ variable: FigmaVariables.Variable) -> Bool {
        variable.scopes == ["OPACITY"] || nameWords(variable).contains("opacity")
    }

    private static func nameWords(_ variable: FigmaVariables.Variable) -> Set<String> {
        Set(variable.name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    }

    static func literal(_ value: JSONNode, variable: FigmaVariables.Variable) -> Result<JSONNode, FigmaTokenFailure> {
        switch tokenType(of: variable) {
        case .color?:
            guard let r = value["r"]?.number, let g = value["g"]?.number, let b = value["b"]?.number else {
                return .failure(FigmaTokenFailure("colour value \(value.brief) has no r, g, b"))
            }
            let alpha = value["a"]?.number ?? 1
            let hex = RGBAHex.string([r, g, b])
            var members = [
                JSONMember(key: "colorSpace", value: JSONNode(.string("srgb"))),
                JSONMember(key: "components", value: JSONNode(.array([r, g, b].map { JSONNode(.number($0)) }))),
            ]
            if alpha != 1 { members.append(JSONMember(key: "alpha", value: JSONNode(.number(alpha)))) }
            members.append(JSONMember(key: "hex", value: JSONNode(.string(hex))))
            return .success(JSONNode(.object(members)))
        case .dimension?:
            guard let number = value.number else { return .failure(FigmaTokenFailure("value \(value.brief) is not a number")) }
            return .success(JSONNode(.object([JSONMember(key: "value", value: JSONNode(.number(number))), JSONMember(key: "unit", value: JSONNode(.string("px")))])))
        case .fontWeight?:
            if let style = value.string {
                // A FONT_STYLE string: Figma's style name (`Semi Bold`) as the format's weight name (`semi-bold`).
                let name = style.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).joined(separator: "-")
                guard ScalarParser.namedWeights[name] != nil else {
                    return .failure(FigmaTokenFailure("font style \(value.brief) is not a font weight the format names (such as \"regular\", \"semi-bold\", \"bold\")"))
                }
                return .success(JSONNode(.string(name)))
            }
            guard value.number != nil else { return .failure(FigmaTokenFailure("value \(value.brief) is not a number")) }
            return .success(value)
        case .number?:
            guard let number = value.number else { return .failure(FigmaTokenFailure("value \(value.brief) is not a number")) }
            if isOpacity(variable) && number > 1 { return .success(JSONNode(.number(number / 100))) }
            return .success(value)
        case .fontFamily?:
            guard value.string != nil else { return .failure(FigmaTokenFailure("value \(value.brief) is not a string")) }
            return .success(value)
        default:
            return .failure(FigmaTokenFailure("\(variable.resolvedType) variables have no design-token type"))
        }
    }
}

/// `#2f6bff` from 0…1 channels, lower case as the format's `hex` member is usually written.
enum RGBAHex {
    static func string(_ channels: [Double]) -> String {
        "#" + channels.map { channel in
            let byte = Int((min(max(channel, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
