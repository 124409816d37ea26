import Raster

/// The colour half of the seeds' pipeline: an Xcode asset catalog with one colour set per
/// semantic colour token, light mode as the "Any" appearance and dark mode as "Dark", named
/// path-style (`color.action.primary.bg` → `action/primary/bg`, folders that provide a
/// namespace), so `Color("action/primary/bg", bundle: .module)` finds it on Apple platforms and
/// under Pixelproof's SwiftUI alike. Components are written as hexadecimal strings (`"0x24"`),
/// the exact bytes of the token, and alpha as a fraction with three decimals, which reads back
/// to the same byte (1/1000 < 1/510).
///
/// ```swift
/// let files = AssetCatalogColors.files(for: .shipped, catalog: "Colors.xcassets")
/// files["Colors.xcassets/action/primary/bg.colorset/Contents.json"]
/// ```
public enum AssetCatalogColors {
    /// The asset name of a colour token path: the `color.` group dropped, dots as slashes.
    public static func assetName(forPath path: String) -> String {
        var segments = path.split(separator: ".").map(String.init)
        if segments.count > 1, segments.first == "color" { segments.removeFirst() }
        return segments.joined(separator: "/")
    }

    /// The token paths an asset name may stand for, most specific first (the reverse of
    /// `assetName(forPath:)`): `action/primary/bg` → `color.action.primary.bg`, `action.primary.bg`.
    public static func tokenPaths(forAssetName name: String) -> [String] {
        let dotted = name.split(separator: "/").joined(separator: ".")
        return ["color." + dotted, dotted]
    }

    /// Every file of the catalog, keyed by its path relative to the output folder, for the
    /// semantic colour tokens of `set` (primitives are left out, as in the Swift output).
    public static func files(for set: TokenSet, catalog: String) -> [String: String] {
        let modes = set.modes.compactMap { try? set.resolved(mode: $0) }
        guard let any = modes.first(where: { $0.mode == "light" }) ?? modes.first else { return [:] }
        let dark = modes.first { $0.mode == "dark" && $0.mode != any.mode }
        var files: [String: String] = ["\(catalog)/Contents.json": folderContents(providesNamespace: false)]
        for path in any.paths {
            guard let token = any.token(path), token.type == .color, !token.metadata.isPrimitive,
                  case .color(let light) = token.value else { continue }
            let name = assetName(forPath: path)
            let folders = name.split(separator: "/").dropLast()
            for depth in folders.indices {
                let folder = folders[...depth].joined(separator: "/")
                files["\(catalog)/\(folder)/Contents.json"] = folderContents(providesNamespace: true)
            }
            var darkColor: RGBA8?
            if let dark, case .color(let value)? = dark.token(path)?.value { darkColor = value }
            files["\(catalog)/\(name).colorset/Contents.json"] = colorSet(any: light, dark: darkColor)
        }
        return files
    }

    private static func folderContents(providesNamespace: Bool) -> String {
        var lines = ["{", "  \"info\" : {", "    \"author\" : \"pixelproof\",", "    \"version\" : 1", "  }"]
        if providesNamespace {
            lines[lines.count - 1] = "  },"
            lines += ["  \"properties\" : {", "    \"provides-namespace\" : true", "  }"]
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private static func colorSet(any: RGBA8, dark: RGBA8?) -> String {
        var entries = [entry(any, appearance: nil)]
        if let dark { entries.append(entry(dark, appearance: "dark")) }
        return """
        {
          "colors" : [
        \(entries.joined(separator: ",\n"))
          ],
          "info" : {
            "author" : "pixelproof",
            "version" : 1
          }
        }

        """
    }

    private static func entry(_ color: RGBA8, appearance: String?) -> String {
        var lines = ["    {"]
        if let appearance {
            lines += ["      \"appearances\" : [", "        {", "          \"appearance\" : \"luminosity\",",
                      "          \"value\" : \"\(appearance)\"", "        }", "      ],"]
        }
        lines += [
            "      \"color\" : {",
            "        \"color-space\" : \"srgb\",",
            "        \"components\" : {",
            "          \"alpha\" : \"\(alpha(color.a))\",",
            "          \"blue\" : \"\(hex(color.b))\",",
            "          \"green\" : \"\(hex(color.g))\",",
            "          \"red\" : \"\(hex(color.r))\"",
            "        }",
            "      },",
            "      \"idiom\" : \"universal\"",
            "    }",
        ]
        return lines.joined(separator: "\n")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }

    /// `a/255` with three decimals, computed in integers so no locale or float printing is involved.
    private static func alpha(_ byte: UInt8) -> String {
        let thousandths = (Int(byte) * 1000 + 127) / 255
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
