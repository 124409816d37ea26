// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

// Layers import only downward (ARCHITECTURE.md):
// 0 CLibPNG/CPNGGlue · 1 Raster · 2 BitmapText, Tokens · 3 SwiftUI, DesignLint · 4 Snapshots, DesignSystem
// · 5 SnapshotAssertions (the only one importing XCTest/Testing), PixelproofCLI · 6 Pixelproof, pixelproof
let package = Package(
    name: "Pixelproof",
    products: [
        .library(name: "Pixelproof", targets: ["Pixelproof"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .executable(name: "pixelproof", targets: ["pixelproof"]),
        .plugin(name: "pixelproof-lint", targets: ["PixelproofLintPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPNG",
            path: "Sources/CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "CPNGGlue", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "Raster", dependencies: ["CPNGGlue"]),
        .target(name: "BitmapText", dependencies: ["Raster"], resources: [.copy("Resources/Fonts")]),
        .target(name: "Tokens", dependencies: ["Raster"], resources: [.copy("Resources/tokens")]),
        // #Preview's compiler plugin: Foundation only (swift-syntax is an outside package).
        .macro(name: "PreviewMacros"),
        .target(name: "SwiftUI", dependencies: ["Raster", "BitmapText", "Tokens", "PreviewMacros"]),
        .target(name: "DesignLint", dependencies: ["Raster", "Tokens"]),
        .target(name: "Snapshots", dependencies: ["Raster", "BitmapText", "Tokens", "SwiftUI"]),
        .target(name: "SnapshotAssertions", dependencies: ["Snapshots"]),
        .target(name: "DesignSystem", dependencies: ["SwiftUI", "Tokens"], resources: [.process("Generated/Colors.xcassets")]),
        .target(name: "Pixelproof", dependencies: ["Raster", "BitmapText", "Tokens", "SwiftUI", "Snapshots", "SnapshotAssertions"]),
        .target(
            name: "PixelproofCLI",
            dependencies: ["Raster", "BitmapText", "Tokens", "SwiftUI", "Snapshots", "DesignSystem", "DesignLint"]
        ),
        .executableTarget(name: "pixelproof", dependencies: ["PixelproofCLI"]),
        .plugin(
            name: "PixelproofLintPlugin",
            capability: .command(
                intent: .custom(verb: "pixelproof-lint", description: "Lint the package's Swift sources against the design-system rules (pixelproof lint)."),
                permissions: []
            ),
            dependencies: ["pixelproof"]
        ),
        .executableTarget(
            name: "pixelproof-bench",
            dependencies: ["Raster", "BitmapText", "Tokens", "SwiftUI", "Snapshots", "DesignSystem", "CPNGGlue"],
            path: "Sources/PixelproofBench"
        ),
        .testTarget(name: "RasterTests", dependencies: ["Raster"], exclude: ["Golden"]),
        .testTarget(name: "PixelproofCLITests", dependencies: ["PixelproofCLI"]),
        .testTarget(name: "PNGTests", dependencies: ["Raster", "CPNGGlue"]),
        .testTarget(name: "TokensTests", dependencies: ["Tokens", "DesignSystem"], resources: [.copy("Fixtures")]),
        .testTarget(name: "BitmapTextTests", dependencies: ["BitmapText", "Raster"], exclude: ["Golden"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "Raster", "BitmapText", "Tokens"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CatalogRunTests", dependencies: ["Snapshots", "Tokens", "Raster", "PixelproofCLI", "DesignSystem", "Pixelproof"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "SnapshotAssertions", "Raster", "SwiftUI"], exclude: ["Fixtures", "__Snapshots__"]),
        .testTarget(name: "DesignLintTests", dependencies: ["DesignLint", "Tokens", "Raster"], exclude: ["Fixtures"]),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "Snapshots", "Raster"]),
        .testTarget(name: "PixelproofTests", dependencies: ["Pixelproof"]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["Raster", "BitmapText", "Tokens", "Snapshots", "PixelproofCLI"],
            exclude: ["FuzzFindings"]
        ),
    ]
)
