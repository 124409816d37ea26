/// A text style after resolution: everything text measuring and drawing need.
public struct ResolvedFont: Sendable, Hashable, CustomStringConvertible {
    /// Size in points at the default Dynamic Type size.
    public var size: Double
    public var weight: Font.Weight
    /// Line height in points at the default Dynamic Type size.
    public var lineHeight: Double
    /// Extra space after each character, in points.
    public var tracking: Double
    public var textCase: Text.Case?
    /// The Apple text style this one scales with under Dynamic Type.
    public var relativeTo: Font.TextStyle
    /// The typography token this came from, if any.
    public var tokenPath: String?

    public init(size: Double, weight: Font.Weight, lineHeight: Double, tracking: Double = 0, textCase: Text.Case? = nil,
                relativeTo: Font.TextStyle, tokenPath: String? = nil) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.textCase = textCase
        self.relativeTo = relativeTo
        self.tokenPath = tokenPath
    }

    public var description: String {
        var text = "\(relativeTo.rawValue) \(formatPoints(size))/\(formatPoints(lineHeight)) \(weight.rawValue)"
        if tracking != 0 { text += " tracking \(formatPoints(tracking))" }
        if let textCase { text += " \(textCase.rawValue)" }
        if let tokenPath { text += " {\(tokenPath)}" }
        return text
    }
}

/// A typography token's value, as a token source hands it to the layout layer.
public struct TypographyValue: Sendable, Hashable {
    public var size: Double
    public var weight: Font.Weight
    public var lineHeight: Double
    public var tracking: Double
    public var textCase: Text.Case?
    public var relativeTo: Font.TextStyle

    public init(size: Double, weight: Font.Weight, lineHeight: Double, tracking: Double = 0, textCase: Text.Case? = nil,
                relativeTo: Font.TextStyle = .body) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.textCase = textCase
        self.relativeTo = relativeTo
    }
}
