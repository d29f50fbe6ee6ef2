// swift-tools-version: 6.1
// The benchmark package: kept out of the main package so `swift build` and `swift test` stay
// fast. It depends on the main package by path (set TOKENC_PACKAGE to benchmark another
// checkout). Run everything with `scripts/bench`; see Documentation/Performance.md.
import Foundation
import PackageDescription

let tokencPath = ProcessInfo.processInfo.environment["TOKENC_PACKAGE"] ?? ".."

let package = Package(
    name: "tokenc-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "tokenc", path: tokencPath),
    ],
    targets: [
        // In-process timing of each stage of `tokenc resolve`: parse, load, resolve, document,
        // serialize.
        .executableTarget(
            name: "tokenc-stages",
            dependencies: [.product(name: "TokencKit", package: "tokenc")],
            path: "Stages"
        ),
    ],
    swiftLanguageModes: [.v6]
)
