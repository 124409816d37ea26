import Foundation
import Raster

/// A custom symbol's SVG (an asset catalog's `name.symbolset/*.svg`): the `d` of its `<path>`
/// elements (those inside the `Regular-M` group when the file is an SF Symbols template),
/// filled, scaled so their bounds fill a 20-unit-high box.
enum SymbolSVG {
    struct Failure: Error { var reason: String }

    static func icon(named name: String, at path: String) -> Result<Icon, Failure> {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(Failure(reason: "the file cannot be read"))
        }
        var scope = Substring(text)
        if let group = text.range(of: "id=\"Regular-M\"") {
            scope = text[group.upperBound...]
            if let end = scope.range(of: "</g>") { scope = scope[..<end.lowerBound] }
        }
        var combined = Raster.Path()
        var cursor = scope.startIndex
        while let tag = scope.range(of: "<path", range: cursor..<scope.endIndex) {
            let close = scope.range(of: ">", range: tag.upperBound..<scope.endIndex)?.lowerBound ?? scope.endIndex
            let element = scope[tag.upperBound..<close]
            cursor = close
            guard let d = element.range(of: " d=\"") ?? element.range(of: "\nd=\"") ?? element.range(of: "\td=\""),
                  let quote = element.range(of: "\"", range: d.upperBound..<element.endIndex) else { continue }
            do {
                combined.addPath(try SymbolPathData.parse(String(element[d.upperBound..<quote.lowerBound])))
            } catch {
                return .failure(Failure(reason: "path data: \(error)"))
            }
        }
        let bounds = combined.controlPointBounds
        guard !combined.isEmpty, bounds.width > 0, bounds.height > 0 else { return .failure(Failure(reason: "no <path d=\"…\"> elements with an outline")) }
        let scale = 20 / bounds.height
        let fitted = combined.applying(Transform(scaleX: scale, scaleY: scale, translateX: -bounds.minX * scale, translateY: -bounds.minY * scale))
        return .success(Icon(name: name, width: bounds.width * scale, height: 20, parts: [Icon.Part(path: fitted, lineWidth: nil)]))
    }
}
