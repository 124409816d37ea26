// swift-tools-version:6.0
// A component package that depends on Pixelproof by path, as users' packages do. Used by
// scripts/browser-check to run snapshot tests end to end (record, pass, fail, report).
import PackageDescription

let package = Package(
    name: "Demo",
    dependencies: [.package(name: "Pixelproof", path: "../..")],
    targets: [
        .testTarget(name: "DemoTests", dependencies: [.product(name: "Pixelproof", package: "Pixelproof")]),
    ]
)
