import SwiftUI

/// The previews of a component package, found in the running program with no list kept by hand:
/// every `PreviewProvider` declared in the package's modules (each of its previews, by its
/// `previewDisplayName` or "Preview N") and every `#Preview` written in them. Discovery reads the
/// Swift runtime's type metadata (`PixelproofPreview.previewProviders(module:)`, `macroPreviewDeclarations`),
/// so the package's catalog runner only has to link the modules.
///
/// Order: by component, then as declared (a provider's previews in order, `#Preview`s by line).
/// Two previews of a component with the same name get `-2`, `-3` … in declaration order.
///
/// ```swift
/// let entries = PreviewCatalog.entries(modules: ["AcmeUI"])
/// entries.map(\.name)   // ["Badge/Default", "Badge/Dark", "Card/Preview", …]
/// ```
public enum PreviewCatalog {
    public static func entries(modules: [String]) -> [PreviewEntry] {
        var found: [PreviewEntry] = []
        for module in modules {
            for provider in PixelproofPreview.previewProviders(module: module) {
                let typeName = String(describing: provider)
                let component = componentName(ofProvider: typeName)
                let box = ProviderBox(type: provider)
                for (index, preview) in provider.pixelproofPreviews.enumerated() {
                    found.append(PreviewEntry(name: component + "/" + preview.name, layout: preview.layout,
                                              device: preview.device.flatMap { CatalogDevice(named: $0.rawValue) },
                                              source: module + "." + typeName) {
                        let previews = box.type.pixelproofPreviews
                        return index < previews.count ? previews[index].view : AnyView(EmptyView())
                    })
                }
            }
        }
        for module in modules {
            for declaration in PixelproofPreview.macroPreviewDeclarations(fileID: module + "/") {
                let file = declaration.fileID.split(separator: "/").last.map(String.init) ?? declaration.fileID
                let component = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
                let box = DeclarationBox(type: declaration)
                found.append(PreviewEntry(name: component + "/" + (declaration.displayName ?? "Preview"), layout: box.layout,
                                          source: "\(declaration.fileID):\(declaration.line)") { box.makeView() })
            }
        }
        return uniquelyNamed(found)
    }

    /// `BadgePreviews`, `Badge_Previews` → `Badge`; a type named only `Previews` keeps its name.
    static func componentName(ofProvider typeName: String) -> String {
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }

    /// Stable order (component, then declaration) and `-2`, `-3` … on repeated names.
    private static func uniquelyNamed(_ entries: [PreviewEntry]) -> [PreviewEntry] {
        let ordered = entries.enumerated().sorted { ($0.element.component, $0.offset) < ($1.element.component, $1.offset) }.map(\.element)
        var counts: [String: Int] = [:]
        return ordered.map { entry in
            let count = (counts[entry.name] ?? 0) + 1
            counts[entry.name] = count
            guard count > 1 else { return entry }
            return PreviewEntry(name: entry.name + "-\(count)", layout: entry.layout, device: entry.device, source: entry.source) { entry.view }
        }
    }
}

/// A provider's type, handed to the threads that render (metatypes of a protocol with an
/// associated type are not `Sendable`; the type is only read).
private struct ProviderBox: @unchecked Sendable {
    let type: any PreviewProvider.Type
}

/// A `#Preview` declaration, handed to the threads that render. Its body is `@MainActor` as in
/// SwiftUI; on Linux nothing it draws needs the main thread, so it is called from the render's
/// thread (the closure is the same function without the actor annotation), which keeps the token
/// reads of the body inside each render.
private struct DeclarationBox: @unchecked Sendable {
    let type: any PixelproofPreviewDeclaration.Type

    var layout: PreviewLayout {
        let type = type
        let body: @MainActor () -> PreviewLayout = { type.pixelproofPreview.layout }
        return unsafeBitCast(body, to: (() -> PreviewLayout).self)()
    }

    func makeView() -> AnyView {
        let type = type
        let body: @MainActor () -> AnyView = { AnyView(type.previewBody) }
        return unsafeBitCast(body, to: (() -> AnyView).self)()
    }
}
