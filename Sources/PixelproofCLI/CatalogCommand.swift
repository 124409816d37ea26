import BitmapText
import DesignSystem
import Foundation
import Raster
import SwiftUI
import Tokens

/// `pixelproof catalog --output DIR`: writes one contact sheet per design-system component
/// (`DIR/<Component>.png`): every catalog entry in a labelled grid, light and dark side by side.
/// The drawing lives in `DesignSystem.ContactSheet`; this command only picks and writes.
///
/// ```sh
/// pixelproof catalog --output .build/catalog
/// pixelproof catalog --output /tmp/sheets --component Button --tokens my-tokens/
/// pixelproof catalog --output .build/catalog --accessibility     # Button.ax1.png …
/// pixelproof catalog --output .build/catalog --a11y              # Button.a11y.png: elements outlined and listed
/// ```
let catalogCommand = Command(
    spec: CommandSpec(
        name: "catalog",
        summary: "Draw the design system's contact sheets: one PNG per component, light and dark side by side.",
        options: [
            .value("--output", "DIR", "The folder to write <Component>.png into (created if missing). Required."),
            .value("--component", "NAME", "Only this component (repeatable); default: every component.", repeatable: true),
            .flag("--accessibility", "Draw at the catalog's accessibility Dynamic Type size (AX1) and name the files <Component>.ax1.png."),
            .flag("--a11y", "Draw the accessibility snapshot of each entry (elements outlined, numbered, listed) into <Component>.a11y.png."),
            .value("--tokens", "PATH", "Token files to draw with (a folder, a *.resolver.json or *.tokens.json files); default: the shipped set."),
        ],
        discussion: "Exit codes: 0 written, 2 bad arguments, unknown component, invalid tokens or a view naming a missing token."
    )
) { arguments, context in
    guard let output = arguments.value("--output") else {
        throw ArgumentError.missingArgument(command: "catalog", name: "--output DIR")
    }
    let components = arguments.values("--component").isEmpty ? Catalog.components : arguments.values("--component")
    for component in components where !Catalog.components.contains(component) {
        throw ArgumentError.badValue(option: "--component", value: component,
                                     expected: "one of " + Catalog.components.joined(separator: ", "))
    }
    let tokens: TokenSet
    if let path = arguments.value("--tokens") {
        tokens = try TokenSet.load(paths: [context.url(forPath: path)])
        // The sheets draw light and dark side by side: both modes must exist.
        for scheme in ColorScheme.allCases { _ = try tokens.resolved(mode: scheme.rawValue) }
    } else {
        tokens = .shipped
    }
    let folder = context.url(forPath: output, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let accessible = arguments.has("--accessibility")
    let size = accessible ? CatalogAppearance.accessibilitySize : .large
    for component in components {
        let a11y = arguments.has("--a11y")
        let sheet = a11y ? try ContactSheet.drawAccessibility(component: component, dynamicTypeSize: size, tokens: tokens)
            : try ContactSheet.draw(component: component, dynamicTypeSize: size, tokens: tokens)
        let file = folder.appendingPathComponent(component + (accessible ? ".ax1" : "") + (a11y ? ".a11y" : "") + ".png")
        try PNGCodec.write(sheet, to: file)
        context.print("\(file.path)  \(sheet.width)×\(sheet.height)  \(Catalog.entries(for: component).count) entries")
    }
    return .success
}
