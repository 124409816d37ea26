/// Names one bundled strike (one BDF file): a family, a face and a pixel size.
struct StrikeDescriptor: Hashable, Sendable, CustomStringConvertible {
    enum Source: String, Hashable, Sendable {
        case helvetica
        /// misc-fixed, cut down to the fallback blocks (scripts/import-fonts).
        case fixed
    }

    var source: Source
    var face: FontFace
    var pixelSize: Int

    /// The resource's file name without extension, e.g. `helvetica-bold-17`.
    var resourceName: String { "\(source.rawValue)-\(face.fileStem)-\(pixelSize)" }

    var description: String { resourceName }
}

/// A strike drawn at a whole-number magnification: every bitmap pixel becomes
/// `factor × factor` device pixels (or points, during layout).
struct ScaledStrike: Hashable, Sendable {
    var descriptor: StrikeDescriptor
    var factor: Int

    /// The size in pixels (or points) this strike stands for: its pixel size times the factor.
    var effectiveSize: Int { descriptor.pixelSize * factor }
}
