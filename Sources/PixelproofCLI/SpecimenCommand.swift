import BitmapText
import Foundation
import Raster

/// `pixelproof specimen --output DIR`: writes the text specimen (`Specimen.pages`), one PNG per
/// Dynamic Type size and scale, light and dark side by side.
///
/// ```sh
/// pixelproof specimen --output specimen/
/// ```
let specimenCommand = Command(
    spec: CommandSpec(
        name: "specimen",
        summary: "Write PNGs of every text style at every Dynamic Type size.",
        options: [
            .value("--output", "DIR", "The folder to write into (created if missing)."),
            .value("--scale", "N", "Only this display scale, 1 to 3 (default: 1 and 2)."),
            .value("--size", "NAME", "Only this Dynamic Type size: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 … AX5."),
        ],
        discussion: """
            Writes specimen-<size>-<scale>x.png for the twelve Dynamic Type sizes (xSmall … AX5) at
            1x and 2x: each of the eleven text styles with its point size, the face it
            draws with, a paragraph wrapped to 320 pt and the same paragraph truncated to one line,
            light appearance on the left and dark on the right. It is how a reviewer judges the
            bundled fonts.

            Exit codes: 0 written, 2 bad arguments or an unwritable folder.
            """
    )
) { arguments, context in
    guard let output = arguments.value("--output") else {
        throw ArgumentError.missingArgument(command: "specimen", name: "--output DIR")
    }
    let scales = try arguments.integer("--scale", in: 1...3).map { [DisplayScale($0)!] } ?? Specimen.scales
    let sizeNames = DynamicTypeSize.allCases.map(\.description)
    let sizes = try arguments.choice("--size", from: sizeNames).map { name in DynamicTypeSize.allCases.filter { $0.description == name } }
        ?? DynamicTypeSize.allCases
    let folder = context.url(forPath: output, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for page in Specimen.pages(scales: scales, sizes: sizes) {
        let url = folder.appendingPathComponent(page.name)
        try PNGCodec.write(page.bitmap, to: url)
        context.print("wrote \(url.path) (\(page.bitmap.width)×\(page.bitmap.height))")
    }
    return .success
}
