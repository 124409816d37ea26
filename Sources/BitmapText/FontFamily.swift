/// The typeface designs the package bundles (SwiftUI's `Font.Design`): the system design is
/// Inter (InterDisplay from 20 pt), the closest open relative of SF Pro; serif is Liberation
/// Serif; monospaced is DejaVu Sans Mono. `FaceDescriptor` picks the face.
public enum FontFamily: String, Hashable, Sendable, CaseIterable {
    case system, serif, monospaced

    /// The bundled font that draws this design (what a text dump names).
    public var bundledFaceName: String {
        switch self {
        case .system: "Inter"
        case .serif: "Liberation Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }
}

/// Font weights with SwiftUI's names, 100 (`ultraLight`) to 900 (`black`) in steps of 100. Each
/// draws with the nearest weight the design stores (`FaceDescriptor`).
///
/// ```swift
/// FontWeight.semibold.value   // 600
/// ```
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType weight: 100 … 900.
    public var value: Int { (rawValue + 1) * 100 }

    /// Semibold and heavier: what counts as bold text (symbols draw heavier strokes).
    public var usesBoldFace: Bool { self >= .semibold }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
