import Foundation
import Raster
import Snapshots

/// `pixelproof convert IN.png OUT.png`: decodes any PNG and writes it in the canonical encoding
/// (`PNGCodec.encode`), atomically, and prints one line saying what it wrote. Bad input exits 2
/// with one line on standard error and leaves no output file.
///
/// ```sh
/// pixelproof convert exported.png __Snapshots__/Card/testCard.1.png
/// # wrote __Snapshots__/Card/testCard.1.png: 780×400, RGB 8-bit, 20395 bytes (exported.png: 30381 bytes)
/// ```
let convertCommand = Command(
    spec: CommandSpec(
        name: "convert",
        summary: "Rewrite a PNG in Pixelproof's canonical encoding.",
        positionals: [.init(name: "IN.png"), .init(name: "OUT.png")],
        options: [
            .value("--pixel-limit", "N", "Refuse images with more than N pixels (default \(PNGCodec.defaultPixelLimit))."),
        ],
        discussion: """
            Decodes any PNG (every colour type, bit depth and interlacing; gAMA, sRGB, iCCP and cHRM
            never change pixel values) and writes the same RGBA8 pixels in the smallest canonical form:
            palette, grey, RGB or RGBA, fixed compression, no time stamps. Useful to migrate reference
            images from other tools. OUT.png is replaced atomically.

            Exit codes: 0 written, 2 bad arguments or unreadable/invalid input (OUT.png untouched).
            """
    )
) { arguments, context in
    let limit = try arguments.integer("--pixel-limit", in: 1...1_000_000_000_000) ?? PNGCodec.defaultPixelLimit
    let input = context.url(forPath: arguments.positionals[0])
    let output = context.url(forPath: arguments.positionals[1])
    let bitmap = try PNGCodec.read(contentsOf: input, pixelLimit: limit)
    let bytes = try PNGCodec.encode(bitmap)
    try AtomicFile.write(bytes, to: output)
    let header = try PNGHeader(bytes)
    let inputSize = FileSize.of(input.path)
    context.print("wrote \(arguments.positionals[1]): \(bitmap.width)×\(bitmap.height), \(header.formName), \(bytes.count) bytes"
        + (inputSize.map { " (\(arguments.positionals[0]): \($0) bytes)" } ?? ""))
    return .success
}
