import BitmapText
import Foundation
import Raster
import Tokens

/// `pixelproof text STRING (--style NAME [--dynamic-type SIZE] | --size PT [--family NAME]
/// [--weight NAME] [--design NAME] [--italic]) [--monospaced-digit] [--scale N] [--width PT]
/// [--color HEX] [--background HEX] --output FILE.png [--json]`: renders one text run the way components draw it (`TextLayout`,
/// wrapped at `--width`) and, with `--json`, prints its metrics in points.
///
/// ```sh
/// pixelproof text "Weekly report" --style headline --dynamic-type AX2 --scale 2 --output report.png --json
/// ```
let textCommand = Command(
    spec: CommandSpec(
        name: "text",
        summary: "Render one text run with the bundled fonts and print its metrics.",
        positionals: [.init(name: "STRING")],
        options: [
            .value("--style", "NAME", "A text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2."),
            .value("--dynamic-type", "SIZE", "With --style: xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 … AX5."),
            .value("--size", "PT", "A fixed point size, 1 to 1024 (instead of --style)."),
            .value("--family", "NAME", "With --size: a font name as Font.custom takes it (\"Georgia\", \"Inter-SemiBold\"): the nearest bundled design, and the weight and italic its name says."),
            .value("--weight", "NAME", "With --size: ultraLight, thin, light, regular (default), medium, semibold, bold, heavy, black."),
            .value("--design", "NAME", "With --size: default, serif, monospaced."),
            .flag("--italic", "With --size: the italic face."),
            .flag("--monospaced-digit", "Digits drawn with the tabular alternates (monospacedDigit())."),
            .value("--scale", "N", "Display scale, 1 to 3 (default 2)."),
            .value("--width", "PT", "Wrap lines at this width in points (default: no wrapping)."),
            .value("--color", "HEX", "Text colour, #RRGGBB or #RRGGBBAA (default #000000)."),
            .value("--background", "HEX", "Background colour (default #FFFFFF; #00000000 for transparent)."),
            .value("--output", "FILE.png", "Where to write the PNG."),
            .flag("--json", "Print the metrics as JSON (width, height, ascent, descent, lineHeight, lines, in points)."),
        ],
        discussion: """
            The PNG is the text's frame (widest line × lines) at the display scale. Characters no
            bundled face has draw as a box and are listed ("missing" in the JSON).

            Exit codes: 0 written, 2 bad arguments or an unwritable file.
            """
    )
) { arguments, context in
    guard let string = arguments.positionals.first else {
        throw ArgumentError.missingArgument(command: "text", name: "STRING")
    }
    guard let output = arguments.value("--output") else {
        throw ArgumentError.missingArgument(command: "text", name: "--output FILE.png")
    }
    let style: TextStyle
    var dynamicTypeSize = DynamicTypeSize.default
    if let styleName = try arguments.choice("--style", from: TextStyleSlot.allCases.map(\.rawValue)) {
        for option in ["--size", "--family", "--weight", "--design", "--italic"] where arguments.has(option) {
            throw ArgumentError.invalid("\(option) cannot be combined with --style (a style fixes size, weight and design)")
        }
        style = TextStyle(TextStyleSlot(rawValue: styleName)!)
        if let sizeName = try arguments.choice("--dynamic-type", from: DynamicTypeSize.allCases.map(\.description)) {
            dynamicTypeSize = DynamicTypeSize.allCases.first { $0.description == sizeName }!
        }
    } else if let points = try arguments.number("--size", in: 1...1024) {
        if arguments.has("--dynamic-type") {
            throw ArgumentError.invalid("--dynamic-type needs --style (a --size is fixed)")
        }
        if arguments.has("--family"), arguments.has("--design") {
            throw ArgumentError.invalid("--design cannot be combined with --family (the family picks the design)")
        }
        let name = arguments.value("--family").map(FontName.init)
        let weightNames = FontWeight.allCases.map { "\($0)" }
        let weight = try arguments.choice("--weight", from: weightNames).map { name in FontWeight.allCases.first { "\($0)" == name }! }
        var fixed = TextStyle(size: points, weight: weight ?? name?.weight ?? .regular,
                              isItalic: arguments.has("--italic") || name?.isItalic == true, relativeTo: nil)
        if let name { fixed.family = name.family }
        switch try arguments.choice("--design", from: ["default", "serif", "monospaced"]) {
        case "serif": fixed.family = .serif
        case "monospaced": fixed.family = .monospaced
        default: break
        }
        style = fixed
    } else {
        throw ArgumentError.missingArgument(command: "text", name: "--style NAME or --size PT")
    }
    var drawn = style
    drawn.isMonospacedDigit = arguments.has("--monospaced-digit")
    let scale = DisplayScale(try arguments.integer("--scale", in: 1...3) ?? 2)!
    let width = try arguments.number("--width", in: 1...100_000)
    func parseColour(_ option: String, default fallback: RGBA8) throws -> RGBA8 {
        guard let text = arguments.value(option) else { return fallback }
        guard let colour = RGBA8(hex: text) else {
            throw ArgumentError.badValue(option: option, value: text, expected: "a colour #RRGGBB or #RRGGBBAA")
        }
        return colour
    }
    let colour = try parseColour("--color", default: RGBA8(r: 0, g: 0, b: 0))
    let background = try parseColour("--background", default: .white)

    let layout = TextLayout(text: string, style: drawn, dynamicTypeSize: dynamicTypeSize, maxWidth: width)
    let size = Size(width: max(1, layout.size.width.rounded(.up)), height: max(1, layout.size.height.rounded(.up)))
    let canvas = Canvas(size: size, scale: scale, background: background)
    canvas.draw(layout, at: .zero, paint: .solid(colour))
    let bitmap = canvas.makeBitmap()
    let url = context.url(forPath: output)
    do {
        try PNGCodec.write(bitmap, to: url)
    } catch {
        context.printError("pixelproof text: could not write \(url.path): \(error)")
        return .error
    }
    if arguments.has("--json") {
        func number(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        let lines = layout.lines.map { line in
            "{\"text\": \(JSONWriter.quoted(line.text)), \"width\": \(number(line.width)), \"baseline\": \(number(line.baseline))}"
        }
        let missing = layout.missingCharacters.map { JSONWriter.quoted(String($0)) }
        context.print("""
            {"output": \(JSONWriter.quoted(url.path)), "pointSize": \(number(style.pointSize(at: dynamicTypeSize))), \
            "width": \(number(layout.size.width)), "height": \(number(layout.size.height)), \
            "ascent": \(number(layout.ascent)), "descent": \(number(layout.descent)), "lineHeight": \(number(layout.lineHeight)), \
            "pixels": {"width": \(bitmap.width), "height": \(bitmap.height)}, \
            "lines": [\(lines.joined(separator: ", "))], "missing": [\(missing.joined(separator: ", "))]}
            """)
    } else {
        context.print("wrote \(url.path) (\(bitmap.width)×\(bitmap.height), \(layout.lines.count) lines)")
    }
    return .success
}
