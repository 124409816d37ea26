import BitmapText
import Foundation
import PixelproofCatalog
import Raster
import SwiftUI
import Tokens

/// `pixelproof catalog --output DIR`: writes one contact sheet per component of the catalog (the
/// design system's, or a package's previews) (`DIR/<Component>.png`): every entry in a labelled
/// grid, light and dark side by side. The drawing lives in `PixelproofCatalog.ContactSheet`; this
/// command only picks and writes.
///
/// ```sh
/// pixelproof catalog --output .build/catalog
/// pixelproof catalog --output /tmp/sheets --component Button --tokens my-tokens/
/// pixelproof catalog --output .build/catalog --accessibility     # Button.ax1.png …
/// pixelproof catalog --output .build/catalog --a11y              # Button.a11y.png: elements outlined and listed
/// ```
let catalogCommand = makeCatalogCommand(source: .shipped)

func makeCatalogCommand(source: CatalogSource) -> Command {
    Command(
        spec: CommandSpec(
            name: "catalog",
            summary: "Draw the catalog's contact sheets: one PNG per component, light and dark side by side.",
            options: [
                .value("--output", "DIR", "The folder to write <Component>.png into (created if missing). Required."),
                .value("--component", "NAME", "Only this component (repeatable); default: every component.", repeatable: true),
                .flag("--accessibility", "Draw at the catalog's accessibility Dynamic Type size (AX1) and name the files <Component>.ax1.png."),
                .flag("--a11y", "Draw the accessibility snapshot of each entry (elements outlined, numbered, listed) into <Component>.a11y.png."),
                .value("--tokens", "PATH", "Token files to draw with (a folder, a *.resolver.json or *.tokens.json files); default: the catalog's own."),
            ],
            discussion: "Exit codes: 0 written, 2 bad arguments, unknown component, invalid tokens or a view naming a missing token."
        )
    ) { arguments, context in
        guard let output = arguments.value("--output") else {
            throw ArgumentError.missingArgument(command: "catalog", name: "--output DIR")
        }
        let known = source.components()
        guard !known.isEmpty else { throw CatalogCommandError.emptyCatalog(source.name) }
        let components = arguments.values("--component").isEmpty ? known : arguments.values("--component")
        for component in components where !known.contains(component) {
            throw ArgumentError.badValue(option: "--component", value: component,
                                         expected: "one of " + known.joined(separator: ", "))
        }
        let tokens: TokenSet
        if let path = arguments.value("--tokens") {
            tokens = try TokenSet.load(paths: [context.url(forPath: path)])
            // The sheets draw light and dark side by side: both modes must exist.
            for scheme in ColorScheme.allCases { _ = try tokens.resolved(mode: scheme.rawValue) }
        } else {
            tokens = try source.tokens()
        }
        let folder = context.url(forPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let accessible = arguments.has("--accessibility")
        let size = accessible ? CatalogAppearance.accessibilitySize : .large
        let a11y = arguments.has("--a11y")
        let draw = a11y ? source.accessibilitySheet : source.sheet
        guard let draw else {
            throw ArgumentError.invalid("pixelproof catalog --a11y: \(source.name) cannot draw accessibility sheets yet; use the .accessibilityImage snapshot strategy in its tests")
        }
        for component in components {
            let (sheet, count) = try draw(component, size, tokens)
            let file = folder.appendingPathComponent(component + (accessible ? ".ax1" : "") + (a11y ? ".a11y" : "") + ".png")
            try PNGCodec.write(sheet, to: file)
            context.print("\(file.path)  \(sheet.width)×\(sheet.height)  \(count) entries")
        }
        return .success
    }
}
