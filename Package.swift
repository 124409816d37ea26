// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

// Layers import only downward (ARCHITECTURE.md):
// 0 CLibPNG/CPNGGlue/CPrefetch · 1 Raster · 2 BitmapText, Tokens · 3 SwiftUI, DesignLint · 4 Snapshots, DesignSystem
// · 5 SnapshotAssertions (the only one importing XCTest/Testing), PixelproofCLI · 6 Pixelproof, pixelproof
// TestSupport (Tests/TestSupport) is the test targets' shared helpers; no product includes it.
let package = Package(
    name: "Pixelproof",
    products: [
        .library(name: "Pixelproof", targets: ["Pixelproof"]),
        .library(name: "SwiftUI", targets: ["SwiftUI", "CoreGraphics"]),
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
        // Cache hints for the rasterizer's hot loops (static inline C; Swift has no prefetch).
        .target(name: "CPrefetch"),
        .target(name: "Raster", dependencies: ["CPNGGlue", "CPrefetch"]),
        .target(name: "BitmapText", dependencies: ["Raster"], resources: [.copy("Resources/Fonts")]),
        .target(name: "Tokens", dependencies: ["Raster"], resources: [.copy("Resources/tokens")]),
        // #Preview's compiler plugin: Foundation only (swift-syntax is an outside package).
        .macro(name: "PreviewMacros"),
        // `import CoreGraphics` on Linux: Foundation's CGFloat/CGPoint/CGSize/CGRect (part of the
        // SwiftUI product; SwiftUI itself does not import it, see Sources/CoreGraphics).
        .target(name: "CoreGraphics"),
        .target(name: "SwiftUI", dependencies: ["Raster", "BitmapText", "Tokens", "PreviewMacros"]),
        .target(name: "DesignLint", dependencies: ["Raster", "Tokens"]),
        .target(name: "Snapshots", dependencies: ["Raster", "BitmapText", "Tokens", "SwiftUI"]),
        .target(name: "SnapshotAssertions", dependencies: ["Snapshots", "SwiftUI", "Raster", "BitmapText", "Tokens"]),
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
        // The fixed drawings the rasterizer is timed and pinned with; no product includes them.
        .target(name: "RasterScenes", dependencies: ["Raster"]),
        .executableTarget(
            name: "pixelproof-bench",
            dependencies: ["Raster", "RasterScenes", "BitmapText", "Tokens", "SwiftUI", "Snapshots", "DesignSystem", "CPNGGlue"],
            path: "Sources/PixelproofBench"
        ),
        .target(name: "TestSupport", dependencies: ["Raster"], path: "Tests/TestSupport"),
        // libpng's own writer, for PNG tests that need files the canonical encoder never writes.
        .target(name: "CPNGTestWriter", dependencies: ["CLibPNG", "CPNGGlue"], path: "Tests/CPNGTestWriter"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterScenes", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "PixelproofCLITests", dependencies: ["PixelproofCLI", "TestSupport"]),
        .testTarget(name: "PNGTests", dependencies: ["Raster", "CPNGGlue", "CPNGTestWriter", "TestSupport"]),
        .testTarget(name: "TokensTests", dependencies: ["Tokens", "DesignSystem", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "BitmapTextTests", dependencies: ["BitmapText", "Raster", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "CoreGraphics", "Raster", "BitmapText", "Tokens", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CatalogRunTests", dependencies: ["Snapshots", "Tokens", "Raster", "PixelproofCLI", "DesignSystem", "Pixelproof", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "SnapshotAssertions", "Raster", "SwiftUI", "TestSupport"], exclude: ["Fixtures", "__Snapshots__"]),
        .testTarget(name: "DesignLintTests", dependencies: ["DesignLint", "Tokens", "Raster", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "Snapshots", "Raster", "DesignLint", "SwiftUI", "Tokens"]),
        .testTarget(name: "PixelproofTests", dependencies: ["Pixelproof", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["Raster", "BitmapText", "Tokens", "Snapshots", "PixelproofCLI", "TestSupport"],
            exclude: ["FuzzFindings"]
        ),
    ]
)
