// swift-tools-version:6.0
// A component package as users write one: its components import SwiftUI and nothing else; on
// Linux that module is Pixelproof's (one conditional dependency), on Apple platforms Apple's.
// Its tests depend on Pixelproof by path. Used by scripts/browser-check to run snapshot tests end
// to end (record, pass, fail, report).
import PackageDescription

let package = Package(
    name: "Demo",
    dependencies: [.package(name: "Pixelproof", path: "../..")],
    targets: [
        .target(name: "DemoUI", dependencies: [
            .product(name: "SwiftUI", package: "Pixelproof", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "DemoTests", dependencies: ["DemoUI", .product(name: "Pixelproof", package: "Pixelproof")],
                    exclude: ["__Snapshots__"]),
    ]
)
