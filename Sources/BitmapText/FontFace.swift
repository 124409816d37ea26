/// A typeface family the package bundles. Helvetica (Adobe's bitmaps) is the only one; misc-fixed
/// is used behind it as the fallback for scripts Helvetica lacks, never chosen directly.
public enum FontFamily: String, Hashable, Sendable, CaseIterable {
    case helvetica
}

/// Font weights with SwiftUI's names. The bitmaps come in two weights: everything from
/// `.semibold` up draws with the bold face, everything below with the regular face.
///
/// ```swift
/// FontWeight.semibold.usesBoldFace   // true
/// ```
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var usesBoldFace: Bool { self >= .semibold }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One of the four drawn faces: regular, bold, oblique (italic) and bold-oblique.
struct FontFace: Hashable, Sendable {
    var isBold: Bool
    var isItalic: Bool

    static let regular = FontFace(isBold: false, isItalic: false)

    /// The word the resource files use: `helvetica-<stem>-17.bdf`.
    var fileStem: String {
        switch (isBold, isItalic) {
        case (false, false): "regular"
        case (true, false): "bold"
        case (false, true): "oblique"
        case (true, true): "boldoblique"
        }
    }
}
