// pixelproof-bench text: the BitmapText suite. One process measures the one-off font load, then
// lays out and draws 1000 labels of mixed text styles wrapped to 320 pt.
import BitmapText
import Raster
#if canImport(Glibc)
import Glibc
#endif

enum TextBench {
    static let sentences = [
        "Weekly report",
        "3 tasks left",
        "Your order has shipped and will arrive on Thursday between 9:00 and 13:00.",
        "Settings",
        "The quick brown fox jumps over the lazy dog while the well-known cat watches from the windowsill.",
        "Ελληνικά και русский текст → fallback",
        "Save changes?",
        "Téléchargement terminé — 24 fichiers, 1,2 Go",
        "A much longer paragraph of body text that wraps over several lines at 320 points, as the description of a card or a settings explanation would.",
        "OK",
    ]
    static let styles: [TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2]

    /// 1000 label descriptions: every style, sentence and a few Dynamic Type sizes, in a fixed order.
    static func labels() -> [(text: String, style: TextStyle, size: DynamicTypeSize, lineLimit: Int?)] {
        let sizes: [DynamicTypeSize] = [.large, .xSmall, .xxxLarge, .accessibility2]
        return (0..<1000).map { index in
            (sentences[index % sentences.count], styles[index % styles.count], sizes[(index / 11) % sizes.count], index % 7 == 0 ? 2 : nil)
        }
    }

    /// Thread CPU time of `body` in milliseconds: steadier than wall time on a shared machine.
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
        }
        let start = now()
        try body()
        return now() - start
    }

    static func run(_ arguments: [String]) throws {
        let rounds = Int(arguments.first ?? "") ?? 5
        let labels = labels()
        var firstLayout: TextLayout?
        let firstUse = milliseconds { firstLayout = TextLayout(text: "Hello", style: .body, maxWidth: 320) }
        let allFonts = try milliseconds { try FontLibrary.shared.preloadAll() }
        _ = firstLayout

        var layouts: [TextLayout] = []
        var layoutTimes: [Double] = []
        for _ in 0..<rounds {
            layoutTimes.append(milliseconds {
                layouts = labels.map { TextLayout(text: $0.text, style: $0.style, dynamicTypeSize: $0.size, maxWidth: 320, lineLimit: $0.lineLimit) }
            })
        }
        let lineCount = layouts.reduce(0) { $0 + $1.lines.count }
        for scale in [DisplayScale.x1, .x2] {
            var drawTimes: [Double] = []
            var glyphs = 0, coverage = 0
            for _ in 0..<rounds {
                glyphs = 0
                coverage = 0
                drawTimes.append(milliseconds {
                    for layout in layouts {
                        layout.draw(at: Point(x: 16, y: 16), scale: scale) { mask, x, _ in
                            glyphs &+= 1
                            coverage &+= mask.width &+ x
                        }
                    }
                })
            }
            print("text glyphs \(scale): 1000 labels, \(glyphs) glyph masks: \(format(median(drawTimes))) CPU ms (median of \(rounds))")
            _ = coverage

            // The same labels composited onto a 390 × 844 pt canvas in black, 40 labels a screen.
            var canvasTimes: [Double] = []
            for _ in 0..<rounds {
                let canvas = Canvas(size: Size(width: 390, height: 844), scale: scale, background: .white)
                canvasTimes.append(milliseconds {
                    for (index, layout) in layouts.enumerated() {
                        canvas.draw(layout, at: Point(x: 16, y: Double(index % 40) * 20), paint: .solid(.black))
                    }
                })
            }
            print("text draw \(scale): 1000 labels onto a canvas: \(format(median(canvasTimes))) CPU ms (median of \(rounds))")
        }
        print("text layout: 1000 labels (\(lineCount) lines, 320 pt): \(format(median(layoutTimes))) CPU ms (median of \(rounds))")
        print("text font load: first layout (Body's face) \(format(firstUse)) CPU ms; all \(FontLibrary.bundledFaceCount) faces \(format(allFonts)) CPU ms more")
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
