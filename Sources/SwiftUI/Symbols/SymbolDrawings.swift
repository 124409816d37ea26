/// The drawings of the bundled symbols: our own geometric glyphs under SF Symbols names (not
/// Apple's outlines), on a 20-unit grid (y down), regular weight: strokes 1.7 units wide with
/// round caps and joins, `.fill` variants filled.
///
/// Each entry is `name`, optional box (`width`, `height`; 20 × 20 when omitted) and a spec:
/// parts separated by `|`, each a kind then `SymbolPathData` (with the `O`, `R`, `E` extensions):
/// `s` stroke (`s2.2` for another width), `f` fill, `x` erase a stroke, `k` erase a fill
/// (cut-outs of filled symbols). `SymbolVariantsTable` derives the `.circle`, `.circle.fill`,
/// `.square` and `.square.fill` forms of the glyphs it lists.
enum SymbolDrawings {
    struct Entry {
        var name: String
        var width: Double = 20
        var height: Double = 20
        var spec: String
    }

    static let heart = "M10 17 C4 12.8 1.8 10.2 1.8 6.9 C1.8 4.5 3.7 2.8 5.9 2.8 C7.6 2.8 9 3.8 10 5.3 C11 3.8 12.4 2.8 14.1 2.8 C16.3 2.8 18.2 4.5 18.2 6.9 C18.2 10.2 16 12.8 10 17 Z"
    static let star = "M10 1.7 L12.29 7.34 L18.37 7.78 L13.71 11.71 L15.17 17.62 L10 14.4 L4.83 17.62 L6.29 11.71 L1.63 7.78 L7.71 7.34 Z"
    static let starLeftHalf = "M10 1.7 L7.71 7.34 L1.63 7.78 L6.29 11.71 L4.83 17.62 L10 14.4 Z"
    static let bell = "M3.8 14.6 C5.2 13.3 5.5 12 5.5 9.2 C5.5 6.3 7.5 4.3 10 4.3 C12.5 4.3 14.5 6.3 14.5 9.2 C14.5 12 14.8 13.3 16.2 14.6 Z"
    static let bellClapper = "M8 16.6 C8.6 18.1 11.4 18.1 12 16.6"
    static let gear = "M8.68 3.13 L8.89 1.47 L11.11 1.47 L11.32 3.13 L12.29 3.39 L13.3 2.06 L15.23 3.17 L14.58 4.71 L15.29 5.42 L16.83 4.77 L17.94 6.7 L16.61 7.71 L16.87 8.68 L18.53 8.89 L18.53 11.11 L16.87 11.32 L16.61 12.29 L17.94 13.3 L16.83 15.23 L15.29 14.58 L14.58 15.29 L15.23 16.83 L13.3 17.94 L12.29 16.61 L11.32 16.87 L11.11 18.53 L8.89 18.53 L8.68 16.87 L7.71 16.61 L6.7 17.94 L4.77 16.83 L5.42 15.29 L4.71 14.58 L3.17 15.23 L2.06 13.3 L3.39 12.29 L3.13 11.32 L1.47 11.11 L1.47 8.89 L3.13 8.68 L3.39 7.71 L2.06 6.7 L3.17 4.77 L4.71 5.42 L5.42 4.71 L4.77 3.17 L6.7 2.06 L7.71 3.39 Z"
    static let gearshape = "M8.05 3.69 L8.29 1.57 L11.71 1.57 L11.95 3.69 L13.08 4.16 L14.75 2.83 L17.17 5.25 L15.84 6.92 L16.31 8.05 L18.43 8.29 L18.43 11.71 L16.31 11.95 L15.84 13.08 L17.17 14.75 L14.75 17.17 L13.08 15.84 L11.95 16.31 L11.71 18.43 L8.29 18.43 L8.05 16.31 L6.92 15.84 L5.25 17.17 L2.83 14.75 L4.16 13.08 L3.69 11.95 L1.57 11.71 L1.57 8.29 L3.69 8.05 L4.16 6.92 L2.83 5.25 L5.25 2.83 L6.92 4.16 Z"
    static let personBody = "M3.5 17.5 C3.5 14 6.3 11.8 10 11.8 C13.7 11.8 16.5 14 16.5 17.5 Z"
    static let trashBin = "M4.8 5.2 L5.8 16.2 C5.9 17 6.5 17.5 7.3 17.5 H12.7 C13.5 17.5 14.1 17 14.2 16.2 L15.2 5.2"
    static let trashLid = "M2.8 5.2 H17.2 M7.5 5.2 V3.6 C7.5 3 8 2.5 8.6 2.5 H11.4 C12 2.5 12.5 3 12.5 3.6 V5.2"
    static let pencil = "M3.6 16.4 L4.3 12.9 L13.3 3.9 C13.9 3.3 14.9 3.3 15.5 3.9 L16.1 4.5 C16.7 5.1 16.7 6.1 16.1 6.7 L7.1 15.7 Z M11.8 5.4 L14.6 8.2"
    static let questionmark = "M6.9 7.2 C6.9 5.3 8.3 3.9 10.1 3.9 C11.9 3.9 13.3 5.2 13.3 6.9 C13.3 8.4 12.3 9.1 11.3 9.8 C10.4 10.4 10 11 10 12.2 V12.6"
    static let house = "M4.8 8.2 V16.3 C4.8 16.9 5.2 17.3 5.8 17.3 H8.3 V12.6 H11.7 V17.3 H14.2 C14.8 17.3 15.2 16.9 15.2 16.3 V8.2"
    static let houseFill = "M10 3.7 L15.6 8.6 V16.3 C15.6 16.9 15.2 17.3 14.6 17.3 H11.9 V12.6 H8.1 V17.3 H5.4 C4.8 17.3 4.4 16.9 4.4 16.3 V8.6 Z"
    static let lockShackle = "M6.5 9 V6.6 C6.5 4.5 8 3 10 3 C12 3 13.5 4.5 13.5 6.6 V9"
    static let cameraBody = "M2.5 7 C2.5 6.1 3.1 5.5 4 5.5 H6 L7.3 3.8 H12.7 L14 5.5 H16 C16.9 5.5 17.5 6.1 17.5 7 V15 C17.5 15.9 16.9 16.5 16 16.5 H4 C3.1 16.5 2.5 15.9 2.5 15 Z"
    static let doc = "M6 2.5 H11 L15.5 7 V16 C15.5 16.9 14.9 17.5 14 17.5 H6 C5.1 17.5 4.5 16.9 4.5 16 V4 C4.5 3.1 5.1 2.5 6 2.5 Z"
    static let folder = "M2.5 5.5 C2.5 4.6 3.1 4 4 4 H7.5 L9.2 5.8 H16 C16.9 5.8 17.5 6.4 17.5 7.3 V15 C17.5 15.9 16.9 16.5 16 16.5 H4 C3.1 16.5 2.5 15.9 2.5 15 Z"
    static let paperplane = "M2.5 9.3 L17.5 2.5 L11.4 17.5 L9.3 10.7 Z"
    static let bag = "M4 6.5 H16 L15.3 16.3 C15.2 17 14.7 17.5 14 17.5 H6 C5.3 17.5 4.8 17 4.7 16.3 Z"
    static let bolt = "M11.5 1.5 L4 11.5 H9.6 L8.5 18.5 L16 8.5 H10.4 Z"
    static let phone = "M6.2 2.5 C5.5 2.5 3.5 3.8 3.5 6 C3.5 11.5 8.5 16.5 14 16.5 C16.2 16.5 17.5 14.5 17.5 13.8 C17.5 13.3 15 11.5 14.3 11.5 C13.6 11.5 12.9 12.8 12.2 12.8 C11 12.8 7.2 9 7.2 7.8 C7.2 7.1 8.5 6.4 8.5 5.7 C8.5 5 6.7 2.5 6.2 2.5 Z"
    static let message = "M10 3 C14.4 3 17.5 5.7 17.5 9.2 C17.5 12.7 14.4 15.4 10 15.4 C9.1 15.4 8.3 15.3 7.5 15.1 C6.5 16.1 4.8 17 3 17 C3.8 16.2 4.5 15 4.5 13.9 C3.3 12.7 2.5 11.1 2.5 9.2 C2.5 5.7 5.6 3 10 3 Z"
    static let bookmark = "M5 3.6 C5 3 5.5 2.5 6.1 2.5 H13.9 C14.5 2.5 15 3 15 3.6 V17.5 L10 13.6 L5 17.5 Z"
    static let tag = "M2.5 4 C2.5 3.2 3.2 2.5 4 2.5 H9.4 L17.5 10.6 L10.6 17.5 L2.5 9.4 Z"
    static let flag = "M4.2 3.4 C7.6 1.6 10 5.2 13.4 3.6 C14.2 3.2 15 3 16 2.9 V11.2 C12.6 12.6 10.3 9.1 7 10.6 C6 11 5 11.3 4.2 11.6 Z"
    static let cloud = "M5.6 16 C3.4 16 2 14.6 2 12.8 C2 11 3.4 9.7 5.1 9.7 C5.4 7 7.5 5 10.2 5 C12.6 5 14.5 6.6 15 8.9 C16.8 9.1 18 10.6 18 12.4 C18 14.4 16.6 16 14.5 16 Z"
    /// `cloud` at 90 %, raised to the top (1.8…11.7) to leave room for what falls from it.
    static let cloudRaised = "M6.04 11.7 C4.06 11.7 2.8 10.44 2.8 8.82 C2.8 7.2 4.06 6.03 5.59 6.03 C5.86 3.6 7.75 1.8 10.18 1.8 C12.34 1.8 14.05 3.24 14.5 5.31 C16.12 5.49 17.2 6.84 17.2 8.46 C17.2 10.26 15.94 11.7 14.05 11.7 Z"
    static let rain = "M6.6 14.2 L5.6 17.6 M10.2 14.2 L9.2 17.6 M13.8 14.2 L12.8 17.6"
    /// A loop clockwise round a play triangle, its arrowhead at the upper left.
    static let memories = "s E 9.5 11 6.8 -30 225 | s M1.9 6.44 L4.69 6.19 L4.45 8.98 | f M7.9 8.2 L12.7 11 L7.9 13.8 Z"
    static let moon = "M16.8 12.3 C16 12.7 15 12.9 14 12.9 C10.2 12.9 7.1 9.8 7.1 6 C7.1 4.7 7.4 3.5 8 2.5 C4.7 3.3 2.5 6.3 2.5 9.8 C2.5 14 5.9 17.5 10.1 17.5 C13.2 17.5 15.8 15.4 16.8 12.3 Z"
    static let play = "M6 3.6 C6 3 6.6 2.7 7.1 3 L16.4 9.3 C16.9 9.6 16.9 10.4 16.4 10.7 L7.1 17 C6.6 17.3 6 17 6 16.4 Z"
    static let speaker = "M2.5 7.8 C2.5 7.3 2.9 7 3.4 7 H6 L9.4 4 C9.8 3.7 10.3 4 10.3 4.4 V15.6 C10.3 16 9.8 16.3 9.4 16 L6 13 H3.4 C2.9 13 2.5 12.7 2.5 12.2 Z"
    static let envelope = "M2.5 5.8 C2.5 4.8 3.3 4 4.3 4 H15.7 C16.7 4 17.5 4.8 17.5 5.8 V14.2 C17.5 15.2 16.7 16 15.7 16 H4.3 C3.3 16 2.5 15.2 2.5 14.2 Z"
    static let thumb = "M6.3 8.6 L9.6 3.2 C10.6 2.5 12 3.2 11.7 4.6 L11 7.6 H15.4 C16.6 7.6 17.4 8.7 17.1 9.8 L15.7 15.6 C15.5 16.5 14.7 17.1 13.8 17.1 H6.3 Z"
    static let location = "M3 9.6 L16.8 3.2 C17.2 3 17.6 3.4 17.4 3.8 L11 17.6 C10.8 18 10.2 17.9 10.2 17.5 L9.9 10.7 C9.9 10.4 9.6 10.1 9.3 10.1 L2.5 9.8 C2.1 9.8 2.6 9.8 3 9.6 Z"
    static let cart = "M5.3 6 H17.3 C17.7 6 18 6.4 17.9 6.8 L16.7 11.6 C16.6 12 16.2 12.3 15.8 12.3 H6.6 Z"

    static let entries: [Entry] = [
        // Arrows and chevrons.
        Entry(name: "arrow.up", spec: "s M10 17 V3.5 M4.5 9 L10 3.5 L15.5 9"),
        Entry(name: "arrow.down", spec: "s M10 3 V16.5 M4.5 11 L10 16.5 L15.5 11"),
        Entry(name: "arrow.left", spec: "s M17 10 H3.5 M9 4.5 L3.5 10 L9 15.5"),
        Entry(name: "arrow.right", spec: "s M3 10 H16.5 M11 4.5 L16.5 10 L11 15.5"),
        Entry(name: "arrow.up.right", spec: "s M4.5 15.5 L15.5 4.5 M7.5 4.5 H15.5 V12.5"),
        Entry(name: "arrow.down.left", spec: "s M15.5 4.5 L4.5 15.5 M4.5 7.5 V15.5 H12.5"),
        Entry(name: "arrow.clockwise", spec: "s E 10 10.6 6.6 -30 270 | s M7.8 1.8 L10.6 4 L7.8 6.2"),
        Entry(name: "arrow.counterclockwise", spec: "s E 10 10.6 6.6 210 -90 | s M12.2 1.8 L9.4 4 L12.2 6.2"),
        Entry(name: "arrow.uturn.forward", spec: "s M13 3 L17 7 L13 11 | s M17 7 H8 C5.2 7 3 9.2 3 12 C3 14.8 5.2 17 8 17 H11"),
        Entry(name: "arrow.uturn.left", spec: "s M7 3 L3 7 L7 11 | s M3 7 H12 C14.8 7 17 9.2 17 12 C17 14.8 14.8 17 12 17 H9"),
        Entry(name: "arrow.uturn.right", spec: "s M13 3 L17 7 L13 11 | s M17 7 H8 C5.2 7 3 9.2 3 12 C3 14.8 5.2 17 8 17 H11"),
        Entry(name: "arrow.triangle.2.circlepath", spec: "s E 10 10 6.5 -165 -30 | s M16.8 3.6 L16.4 7 L13 6.2 | s E 10 10 6.5 15 150 | s M3.2 16.4 L3.6 13 L7 13.8"),
        Entry(name: "arrow.left.arrow.right", spec: "s M3 7 H16.5 M13 3.5 L16.5 7 L13 10.5 | s M17 13 H3.5 M7 9.5 L3.5 13 L7 16.5"),
        Entry(name: "arrow.up.arrow.down", spec: "s M7 17 V3.5 M3.5 7 L7 3.5 L10.5 7 | s M13 3 V16.5 M9.5 13 L13 16.5 L16.5 13"),
        Entry(name: "arrow.down.to.line", spec: "s M10 2.5 V13 M5 8 L10 13 L15 8 M3.5 17 H16.5"),
        Entry(name: "arrow.up.to.line", spec: "s M10 17.5 V7 M5 12 L10 7 L15 12 M3.5 3 H16.5"),
        Entry(name: "arrow.right.square", spec: "s R 2.5 2.5 15 15 3.5 | s M6 10 H13.5 M10.5 7 L13.5 10 L10.5 13"),
        Entry(name: "arrow.up.and.down.and.arrow.left.and.right", spec: "s M10 2.5 V17.5 M2.5 10 H17.5 M8 4.5 L10 2.5 L12 4.5 M8 15.5 L10 17.5 L12 15.5 M4.5 8 L2.5 10 L4.5 12 M15.5 8 L17.5 10 L15.5 12"),
        Entry(name: "chevron.backward", width: 12, spec: "s2.2 M8.5 3 L3 10 L8.5 17"),
        Entry(name: "chevron.forward", width: 12, spec: "s2.2 M3.5 3 L9 10 L3.5 17"),
        Entry(name: "chevron.up.chevron.down", width: 14, spec: "s1.9 M3 7 L7 3 L11 7 M3 13 L7 17 L11 13"),
        // Marks.
        Entry(name: "exclamationmark", width: 8, spec: "s2.2 M4 3 V12.5 | f O 4 16.2 1.35"),
        Entry(name: "questionmark", width: 12, spec: "s2 M2.9 7.2 C2.9 5.3 4.3 3.9 6.1 3.9 C7.9 3.9 9.3 5.2 9.3 6.9 C9.3 8.4 8.3 9.1 7.3 9.8 C6.4 10.4 6 11 6 12.2 V12.6 | f O 6 15.9 1.3"),
        Entry(name: "info", width: 8, spec: "s2.2 M4 8.5 V16.5 | f O 4 4.6 1.4"),
        Entry(name: "ellipsis", spec: "f O 4 10 1.6 | f O 10 10 1.6 | f O 16 10 1.6"),
        Entry(name: "circle.fill", spec: "f O 10 10 8.5"),
        Entry(name: "square", spec: "s R 2.5 2.5 15 15 3.5"),
        Entry(name: "square.fill", spec: "f R 1.7 1.7 16.6 16.6 4"),
        Entry(name: "checkmark.seal", spec: "s M10 1.8 L12.2 3.6 L15 3.4 L15.5 6.2 L17.8 8 L16.6 10.6 L17.3 13.4 L14.7 14.6 L13.6 17.2 L10.8 16.8 L8.4 18.2 L6.6 16 L3.8 15.8 L3.6 13 L1.6 11 L3.2 8.6 L2.8 5.8 L5.6 5 L6.9 2.5 L9.6 3.2 Z | s M6.8 10.3 L9 12.5 L13.4 7.8"),
        // Hearts, stars, bells.
        Entry(name: "heart", spec: "s " + heart),
        Entry(name: "heart.fill", spec: "f " + heart),
        Entry(name: "star", spec: "s " + star),
        Entry(name: "star.fill", spec: "f " + star),
        Entry(name: "star.leadinghalf.filled", spec: "s " + star + " | f " + starLeftHalf),
        Entry(name: "bell", spec: "s " + bell + " | s " + bellClapper + " | s M10 2.6 V4.3"),
        Entry(name: "bell.fill", spec: "f " + bell + " | s M3.8 14.6 H16.2 | f M7.6 16.4 H12.4 C12 17.8 11.1 18.3 10 18.3 C8.9 18.3 8 17.8 7.6 16.4 Z | s M10 2.6 V4.3"),
        Entry(name: "bell.badge", spec: "s " + bell + " | s " + bellClapper + " | s M10 2.6 V4.3 | k O 15.4 4.6 4.2 | f O 15.4 4.6 2.8"),
        Entry(name: "bell.slash", spec: "s " + bell + " | s " + bellClapper + " | s M10 2.6 V4.3 | x M2.6 2.6 L17.4 17.4 | s M3 3 L17 17"),
        // Settings.
        Entry(name: "gear", spec: "s1.5 " + gear + " | s O 10 10 3"),
        Entry(name: "gearshape", spec: "s1.5 " + gearshape + " | s O 10 10 3"),
        Entry(name: "gearshape.fill", spec: "f " + gearshape + " | k O 10 10 3.2"),
        Entry(name: "gear.fill", spec: "f " + gear + " | k O 10 10 3.2"),
        Entry(name: "slider.horizontal.3", spec: "s M2.5 5 H17.5 M2.5 10 H17.5 M2.5 15 H17.5 | k O 13 5 2.6 | f O 13 5 1.9 | k O 6.5 10 2.6 | f O 6.5 10 1.9 | k O 11 15 2.6 | f O 11 15 1.9"),
        Entry(name: "line.3.horizontal", spec: "s M3 5.5 H17 M3 10 H17 M3 14.5 H17"),
        Entry(name: "line.3.horizontal.decrease", spec: "s M2.5 5.5 H17.5 M5.5 10 H14.5 M8 14.5 H12"),
        Entry(name: "list.bullet", spec: "f O 3.5 5 1.3 | f O 3.5 10 1.3 | f O 3.5 15 1.3 | s M7.5 5 H17.5 M7.5 10 H17.5 M7.5 15 H17.5"),
        Entry(name: "list.star", spec: "f M3.60 2.90 L4.13 4.27 L5.60 4.35 L4.46 5.28 L4.83 6.70 L3.60 5.90 L2.37 6.70 L2.74 5.28 L1.60 4.35 L3.07 4.27 Z | f M3.60 7.90 L4.13 9.27 L5.60 9.35 L4.46 10.28 L4.83 11.70 L3.60 10.90 L2.37 11.70 L2.74 10.28 L1.60 9.35 L3.07 9.27 Z | f M3.60 12.90 L4.13 14.27 L5.60 14.35 L4.46 15.28 L4.83 16.70 L3.60 15.90 L2.37 16.70 L2.74 15.28 L1.60 14.35 L3.07 14.27 Z | s M7.5 5 H17.5 M7.5 10 H17.5 M7.5 15 H17.5"),
        Entry(name: "film", spec: "s R 3 2.5 14 15 2 | s M6.5 2.5 V17.5 M13.5 2.5 V17.5 M6.5 10 H13.5 | s M3 6.2 H6.5 M3 10 H6.5 M3 13.8 H6.5 M13.5 6.2 H17 M13.5 10 H17 M13.5 13.8 H17"),
        Entry(name: "slash", spec: "s M14.5 3.5 L5.5 16.5"),
        Entry(name: "square.grid.2x2", spec: "s R 2.5 2.5 6 6 1.6 | s R 11.5 2.5 6 6 1.6 | s R 2.5 11.5 6 6 1.6 | s R 11.5 11.5 6 6 1.6"),
        Entry(name: "square.grid.2x2.fill", spec: "f R 1.7 1.7 7.6 7.6 2 | f R 10.7 1.7 7.6 7.6 2 | f R 1.7 10.7 7.6 7.6 2 | f R 10.7 10.7 7.6 7.6 2"),
        Entry(name: "square.and.pencil", spec: "s M9 3.5 H5 C3.6 3.5 2.5 4.6 2.5 6 V15 C2.5 16.4 3.6 17.5 5 17.5 H14 C15.4 17.5 16.5 16.4 16.5 15 V11 | s M8 12 L8.5 9.5 L15.3 2.7 C15.8 2.2 16.6 2.2 17.1 2.7 L17.3 2.9 C17.8 3.4 17.8 4.2 17.3 4.7 L10.5 11.5 Z"),
        Entry(name: "square.and.arrow.up", spec: "s M7 7.5 H5.8 C4.8 7.5 4 8.3 4 9.3 V15.7 C4 16.7 4.8 17.5 5.8 17.5 H14.2 C15.2 17.5 16 16.7 16 15.7 V9.3 C16 8.3 15.2 7.5 14.2 7.5 H13 | s M10 12 V2.5 M7 5.5 L10 2.5 L13 5.5"),
        Entry(name: "square.and.arrow.down", spec: "s M7 7.5 H5.8 C4.8 7.5 4 8.3 4 9.3 V15.7 C4 16.7 4.8 17.5 5.8 17.5 H14.2 C15.2 17.5 16 16.7 16 15.7 V9.3 C16 8.3 15.2 7.5 14.2 7.5 H13 | s M10 2.5 V12 M7 9 L10 12 L13 9"),
        // People.
        Entry(name: "person", spec: "s O 10 6.3 3.4 | s " + personBody),
        Entry(name: "person.fill", spec: "f O 10 6.1 3.9 | f " + personBody),
        Entry(name: "person.2", width: 24, spec: "s O 15.5 6.5 2.8 | s M15.3 11.8 C18.5 11.8 21.5 13.5 21.5 16.8 H17.8 | s O 9 6.3 3.3 | s M2.5 17.2 C2.5 13.9 5.3 11.8 9 11.8 C12.7 11.8 15.5 13.9 15.5 17.2 Z"),
        Entry(name: "person.2.fill", width: 24, spec: "f O 15.5 6.5 3.2 | f M15.3 11.3 C18.8 11.3 22 13.2 22 17 H17.6 C17.4 14.6 16.4 12.6 14.5 11.4 Z | f O 9 6.2 3.8 | f M2.5 17.2 C2.5 13.9 5.3 11.5 9 11.5 C12.7 11.5 15.5 13.9 15.5 17.2 Z"),
        Entry(name: "person.crop.circle", spec: "s O 10 10 8.4 | s O 10 8 3 | s M4.7 16.4 C5.8 14 7.7 12.9 10 12.9 C12.3 12.9 14.2 14 15.3 16.4"),
        Entry(name: "person.crop.circle.fill", spec: "f O 10 10 9 | k O 10 7.9 3.2 | k M4.9 15.4 C6 13.5 7.8 12.5 10 12.5 C12.2 12.5 14 13.5 15.1 15.4 C13.8 16.8 12 17.6 10 17.6 C8 17.6 6.2 16.8 4.9 15.4 Z"),
        Entry(name: "hand.thumbsup", spec: "s " + thumb + " | s R 2.5 8.6 3.8 8.5 1"),
        Entry(name: "hand.thumbsup.fill", spec: "f " + thumb + " | f R 2 8.2 3.5 9.3 1"),
        Entry(name: "face.smiling", spec: "s O 10 10 8.3 | f O 7.3 8 1.1 | f O 12.7 8 1.1 | s M6.6 12 C7.7 14.2 12.3 14.2 13.4 12"),
        // Things.
        Entry(name: "trash", spec: "s " + trashBin + " | s " + trashLid + " | s M8.3 8.2 V14.5 M11.7 8.2 V14.5"),
        Entry(name: "trash.fill", spec: "f " + trashBin + " Z | s " + trashLid + " | x1.2 M8.4 8.4 V14.4 M11.6 8.4 V14.4"),
        Entry(name: "pencil", spec: "s " + pencil),
        Entry(name: "house", spec: "s M2.5 9.6 L10 3.1 L17.5 9.6 | s " + house),
        Entry(name: "house.fill", spec: "f " + houseFill + " | s M2.5 9.6 L10 3.1 L17.5 9.6"),
        Entry(name: "calendar", spec: "s R 2.5 3.6 15 14 2.5 | s M2.5 7.8 H17.5 | s M6.5 2 V4.6 M13.5 2 V4.6 | f O 6.6 11 1 | f O 10 11 1 | f O 13.4 11 1 | f O 6.6 14.2 1 | f O 10 14.2 1"),
        Entry(name: "clock", spec: "s O 10 10 8.3 | s M10 5.2 V10 H13.6"),
        Entry(name: "clock.fill", spec: "f O 10 10 9 | x M10 5.2 V10 H13.6"),
        Entry(name: "lock", spec: "s R 3.8 9 12.4 8.8 2 | s " + lockShackle),
        Entry(name: "lock.fill", spec: "f R 3.3 8.4 13.4 9.8 2.2 | s " + lockShackle),
        Entry(name: "lock.open", spec: "s R 2.5 9 11.5 8.8 2 | s M11 9 V5.7 C11 3.7 12.5 2.3 14.4 2.3 C16.3 2.3 17.7 3.7 17.7 5.7 V7"),
        Entry(name: "lock.open.fill", spec: "f R 2 8.4 12.5 9.8 2.2 | s M11 9 V5.7 C11 3.7 12.5 2.3 14.4 2.3 C16.3 2.3 17.7 3.7 17.7 5.7 V7"),
        Entry(name: "eye.fill", spec: "f M1.3 10 C3.3 6.2 6.3 4.2 10 4.2 C13.7 4.2 16.7 6.2 18.7 10 C16.7 13.8 13.7 15.8 10 15.8 C6.3 15.8 3.3 13.8 1.3 10 Z | k O 10 10 3.6 | f O 10 10 2.2"),
        Entry(name: "photo", spec: "s R 2 3.5 16 13 2.5 | s M2.4 14.3 L7 9.7 L10.6 13.3 L13 10.9 L17.6 15.4 | f O 13.4 7.5 1.5"),
        Entry(name: "photo.fill", spec: "f R 1.5 3 17 14 2.8 | x M2.2 14.3 L7 9.7 L10.6 13.3 L13 10.9 L17.8 15.4 | k O 13.4 7.5 1.6"),
        Entry(name: "photo.on.rectangle", width: 22, spec: "s M5 3.2 C5.4 2.6 6 2.3 6.8 2.3 H18 C19.4 2.3 20.3 3.2 20.3 4.6 V12.5 C20.3 13.3 20 14 19.4 14.3 | s R 1.8 5.6 15 11.9 2.3 | s M2.2 15.6 L6.6 11.3 L9.9 14.6 L12.1 12.4 L16.4 16.6 | f O 12.5 9.4 1.4"),
        Entry(name: "camera", spec: "s " + cameraBody + " | s O 10 10.8 3.2"),
        Entry(name: "camera.fill", spec: "f " + cameraBody + " | x O 10 10.8 3.2"),
        Entry(name: "doc", spec: "s " + doc + " | s M11 2.5 V7 H15.5"),
        Entry(name: "doc.fill", spec: "f " + doc + " | x M11 2.5 V7 H15.5"),
        Entry(name: "doc.text", spec: "s " + doc + " | s M11 2.5 V7 H15.5 | s1.4 M7.3 10.5 H12.7 M7.3 13.5 H12.7"),
        Entry(name: "doc.on.doc", spec: "s M7 5.5 C7 4 7.9 2.5 9.5 2.5 H13 L17 6.5 V13.5 C17 14.8 16.2 15.6 15 15.6 | s R 3 5.5 10.5 12 2 | s M13 2.5 V6.5 H17"),
        Entry(name: "folder", spec: "s " + folder + " | s M2.5 8.3 H17.5"),
        Entry(name: "folder.fill", spec: "f " + folder),
        Entry(name: "paperplane", spec: "s " + paperplane + " | s M9.3 10.7 L17.5 2.5"),
        Entry(name: "paperplane.fill", spec: "f " + paperplane + " | x1.2 M9.3 10.7 L17.5 2.5"),
        Entry(name: "cart", spec: "s M1.5 3 H3.8 C4.2 3 4.5 3.3 4.6 3.7 L6.6 13.8 C6.7 14.2 7 14.4 7.4 14.4 H15.6 | s " + cart + " | f O 7.6 16.6 1.3 | f O 14.6 16.6 1.3"),
        Entry(name: "cart.fill", spec: "s M1.5 3 H3.8 C4.2 3 4.5 3.3 4.6 3.7 L6.6 13.8 C6.7 14.2 7 14.4 7.4 14.4 H15.6 | f " + cart + " | f O 7.6 16.6 1.4 | f O 14.6 16.6 1.4"),
        Entry(name: "bag", spec: "s " + bag + " | s M7 8.6 V5.6 C7 3.8 8.3 2.5 10 2.5 C11.7 2.5 13 3.8 13 5.6 V8.6"),
        Entry(name: "bag.fill", spec: "f " + bag + " | x M7 8.6 V5.6 | s M7 5.6 C7 3.8 8.3 2.5 10 2.5 C11.7 2.5 13 3.8 13 5.6 | x M13 5.6 V8.6"),
        Entry(name: "creditcard", width: 22, spec: "s R 1.8 4 18.4 12 2.2 | s2.6 M1.8 8 H20.2 | s M5 12.6 H9"),
        Entry(name: "creditcard.fill", width: 22, spec: "f R 1 3.3 20 13.4 2.6 | k R 1 6.6 20 2.8 0 | x M5 12.6 H9"),
        Entry(name: "location", spec: "s " + location),
        Entry(name: "location.fill", spec: "f " + location),
        Entry(name: "map", spec: "s M2.5 5 L7.3 3 L12.7 5 L17.5 3 V15 L12.7 17 L7.3 15 L2.5 17 Z | s M7.3 3 V15 M12.7 5 V17"),
        Entry(name: "mappin", spec: "f O 10 6 4 | s M10 10 V18"),
        Entry(name: "bolt", spec: "s " + bolt),
        Entry(name: "bolt.fill", spec: "f " + bolt + " | s1 " + bolt),
        Entry(name: "envelope", spec: "s " + envelope + " | s M2.8 5 L10 10.7 L17.2 5"),
        Entry(name: "envelope.fill", spec: "f " + envelope + " | x1.4 M2.4 4.6 L10 10.7 L17.6 4.6"),
        Entry(name: "phone", spec: "s " + phone),
        Entry(name: "phone.fill", spec: "f " + phone),
        Entry(name: "message", spec: "s " + message),
        Entry(name: "message.fill", spec: "f " + message),
        Entry(name: "bubble.left", spec: "s " + message),
        Entry(name: "bubble.left.fill", spec: "f " + message),
        Entry(name: "bookmark", spec: "s " + bookmark),
        Entry(name: "bookmark.fill", spec: "f " + bookmark),
        Entry(name: "tag", spec: "s " + tag + " | f O 6.4 6.4 1.3"),
        Entry(name: "tag.fill", spec: "f " + tag + " | k O 6.4 6.4 1.4"),
        Entry(name: "flag", spec: "s " + flag + " | s M4.2 18 V3"),
        Entry(name: "flag.fill", spec: "f " + flag + " | s M4.2 18 V3"),
        Entry(name: "link", spec: "s M8 12 L12 8 | s M9.2 6.2 L11 4.4 C12.5 2.9 15 2.9 16.5 4.4 C18 5.9 18 8.4 16.5 9.9 L14.2 12.2 | s M10.8 13.8 L9 15.6 C7.5 17.1 5 17.1 3.5 15.6 C2 14.1 2 11.6 3.5 10.1 L5.8 7.8"),
        Entry(name: "globe", spec: "s O 10 10 8.2 | s1.4 M10 1.8 C6.4 4.8 6.4 15.2 10 18.2 C13.6 15.2 13.6 4.8 10 1.8 M1.8 10 H18.2 M3.2 5.8 H16.8 M3.2 14.2 H16.8"),
        Entry(name: "cloud", spec: "s " + cloud),
        Entry(name: "cloud.fill", spec: "f " + cloud),
        Entry(name: "cloud.rain", spec: "s " + cloudRaised + " | s " + rain),
        Entry(name: "cloud.rain.fill", spec: "f " + cloudRaised + " | s " + rain),
        Entry(name: "snow", spec: "s M10 1.8 L10 18.2 M2.9 5.9 L17.1 14.1 M17.1 5.9 L2.9 14.1 | s1.4 M11.7 3.3 L10 5 L8.3 3.3 M16.65 8.12 L14.33 7.5 L14.95 5.18 M14.95 14.82 L14.33 12.5 L16.65 11.88 M8.3 16.7 L10 15 L11.7 16.7 M3.35 11.88 L5.67 12.5 L5.05 14.82 M5.05 5.18 L5.67 7.5 L3.35 8.12"),
        Entry(name: "memories", spec: memories),
        Entry(name: "memories.badge.plus", spec: memories + " | s M16.4 1.2 V6.6 M13.7 3.9 H19.1"),
        Entry(name: "cloud.sun", spec: "s M3 7.5 L1.4 7.5 M4.17 4.67 L3.04 3.54 M7 3.5 L7 1.9 M9.83 4.67 L10.96 3.54 M11 7.5 L12.6 7.5 | s M4.2 9.8 C4 9.1 4 8.3 4 7.5 C4 5.8 5.3 4.5 7 4.5 C8.3 4.5 9.4 5.3 9.8 6.4 | s M7.6 17.5 C5.9 17.5 4.8 16.4 4.8 15 C4.8 13.6 5.9 12.6 7.2 12.6 C7.5 10.5 9.1 9 11.2 9 C13.1 9 14.6 10.2 15 12 C16.4 12.2 17.3 13.3 17.3 14.7 C17.3 16.3 16.2 17.5 14.6 17.5 Z"),
        Entry(name: "sun.max", spec: "s O 10 10 3.6 | s M15.7 10 L18 10 M14.03 14.03 L15.66 15.66 M10 15.7 L10 18 M5.97 14.03 L4.34 15.66 M4.3 10 L2 10 M5.97 5.97 L4.34 4.34 M10 4.3 L10 2 M14.03 5.97 L15.66 4.34"),
        Entry(name: "sun.max.fill", spec: "f O 10 10 4.3 | s M15.7 10 L18 10 M14.03 14.03 L15.66 15.66 M10 15.7 L10 18 M5.97 14.03 L4.34 15.66 M4.3 10 L2 10 M5.97 5.97 L4.34 4.34 M10 4.3 L10 2 M14.03 5.97 L15.66 4.34"),
        Entry(name: "moon", spec: "s " + moon),
        Entry(name: "moon.fill", spec: "f " + moon),
        Entry(name: "sparkles", spec: "f M8.5 3.5 C9 7.2 10 8.3 13.8 8.8 C10 9.3 9 10.4 8.5 14.2 C8 10.4 7 9.3 3.2 8.8 C7 8.3 8 7.2 8.5 3.5 Z | f M15 1.5 C15.2 3.2 15.7 3.7 17.4 3.9 C15.7 4.1 15.2 4.6 15 6.3 C14.8 4.6 14.3 4.1 12.6 3.9 C14.3 3.7 14.8 3.2 15 1.5 Z | f M14.5 13 C14.8 14.9 15.3 15.4 17.2 15.7 C15.3 16 14.8 16.5 14.5 18.4 C14.2 16.5 13.7 16 11.8 15.7 C13.7 15.4 14.2 14.9 14.5 13 Z"),
        Entry(name: "wifi", spec: "s E 10 17 12 -135 -45 | s E 10 17 8 -135 -45 | s E 10 17 4 -135 -45 | f O 10 16 1.3"),
        Entry(name: "battery.100", width: 28, spec: "s1.4 R 1.5 5 22.5 10 3 | f M25 8.3 C26 8.5 26.6 9.2 26.6 10 C26.6 10.8 26 11.5 25 11.7 Z | f R 3.4 6.9 18.7 6.2 1.6"),
        Entry(name: "battery.75", width: 28, spec: "s1.4 R 1.5 5 22.5 10 3 | f M25 8.3 C26 8.5 26.6 9.2 26.6 10 C26.6 10.8 26 11.5 25 11.7 Z | f R 3.4 6.9 14 6.2 1.6"),
        Entry(name: "battery.50", width: 28, spec: "s1.4 R 1.5 5 22.5 10 3 | f M25 8.3 C26 8.5 26.6 9.2 26.6 10 C26.6 10.8 26 11.5 25 11.7 Z | f R 3.4 6.9 9.4 6.2 1.6"),
        Entry(name: "battery.25", width: 28, spec: "s1.4 R 1.5 5 22.5 10 3 | f M25 8.3 C26 8.5 26.6 9.2 26.6 10 C26.6 10.8 26 11.5 25 11.7 Z | f R 3.4 6.9 4.7 6.2 1.6"),
        Entry(name: "battery.0", width: 28, spec: "s1.4 R 1.5 5 22.5 10 3 | f M25 8.3 C26 8.5 26.6 9.2 26.6 10 C26.6 10.8 26 11.5 25 11.7 Z"),
        // Media.
        Entry(name: "play", spec: "s " + play),
        Entry(name: "play.fill", spec: "f " + play),
        Entry(name: "pause", spec: "s2 M7 4 V16 M13 4 V16"),
        Entry(name: "pause.fill", spec: "f R 4.6 3.2 3.7 13.6 1.2 | f R 11.7 3.2 3.7 13.6 1.2"),
        Entry(name: "stop", spec: "s R 3.8 3.8 12.4 12.4 2.4"),
        Entry(name: "stop.fill", spec: "f R 3.2 3.2 13.6 13.6 2.6"),
        Entry(name: "forward", width: 22, spec: "s M2.5 5.2 L10.5 10 L2.5 14.8 Z M11 5.2 L19 10 L11 14.8 Z"),
        Entry(name: "forward.fill", width: 22, spec: "f M2.5 5.2 L10.5 10 L2.5 14.8 Z M11 5.2 L19 10 L11 14.8 Z | s1 M2.5 5.2 L10.5 10 L2.5 14.8 Z M11 5.2 L19 10 L11 14.8 Z"),
        Entry(name: "backward", width: 22, spec: "s M19.5 5.2 L11.5 10 L19.5 14.8 Z M11 5.2 L3 10 L11 14.8 Z"),
        Entry(name: "backward.fill", width: 22, spec: "f M19.5 5.2 L11.5 10 L19.5 14.8 Z M11 5.2 L3 10 L11 14.8 Z | s1 M19.5 5.2 L11.5 10 L19.5 14.8 Z M11 5.2 L3 10 L11 14.8 Z"),
        Entry(name: "speaker.wave.2", width: 22, spec: "s " + speaker + " | s E 10.5 10 3.6 -45 45 | s E 10.5 10 6.8 -45 45"),
        Entry(name: "speaker.wave.2.fill", width: 22, spec: "f " + speaker + " | s E 10.5 10 3.6 -45 45 | s E 10.5 10 6.8 -45 45"),
        Entry(name: "speaker.slash", width: 22, spec: "s " + speaker + " | s M3 3 L17 17"),
        Entry(name: "mic", spec: "s R 7.3 2.3 5.4 9.6 2.7 | s M4.6 9.4 C4.6 12.4 7 14.8 10 14.8 C13 14.8 15.4 12.4 15.4 9.4 M10 14.8 V17.6"),
        Entry(name: "mic.fill", spec: "f R 6.8 1.8 6.4 10.6 3.2 | s M4.6 9.4 C4.6 12.4 7 14.8 10 14.8 C13 14.8 15.4 12.4 15.4 9.4 M10 14.8 V17.6"),
        Entry(name: "video", width: 24, spec: "s R 2 5 13 10 2.4 | s M15 8.6 L20.8 5.6 V14.4 L15 11.4"),
        Entry(name: "video.fill", width: 24, spec: "f R 1.5 4.5 14 11 2.6 | f M15.2 8.4 L21.4 5 V15 L15.2 11.6 Z"),
    ]
}
