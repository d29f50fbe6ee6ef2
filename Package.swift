// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tokenc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tokenc", targets: ["tokenc"]),
        .library(name: "TokencKit", targets: ["TokencKit"]),
        .library(name: "TokenModel", targets: ["TokenModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The system libyaml (Debian: libyaml-dev, Homebrew: libyaml). Not vendored.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // glibc's mallopt, to keep large freed blocks from staying resident (Sources/tokenc/AllocatorTuning.swift).
        .systemLibrary(name: "CMalloc"),
        // A cache prefetch hint (Sources/TokenModel/PathIndex.swift).
        .systemLibrary(name: "CPrefetch"),
        .target(name: "Diagnostics"),
        // Work spread over the cores with results in serial order (files, screens, outputs, tokens).
        .target(name: "Parallel"),
        .target(name: "YAML", dependencies: ["CLibYAML", "Diagnostics"]),
        .target(name: "ColorScience"),
        .target(name: "TokenModel", dependencies: ["YAML", "Diagnostics", "ColorScience", "Parallel", "CPrefetch"]),
        .target(name: "ScreenSpec", dependencies: ["TokenModel", "YAML", "Diagnostics", "ColorScience", "Parallel"]),
        .target(name: "Lint", dependencies: ["ScreenSpec", "TokenModel", "YAML", "Diagnostics", "ColorScience", "Parallel"]),
        .target(name: "Report", dependencies: ["Diagnostics", "Parallel"]),
        .target(
            name: "Emit",
            dependencies: ["TokenModel", "ScreenSpec", "ColorScience", "Diagnostics", "Parallel"]
        ),
        .target(
            name: "TokencKit",
            dependencies: ["TokenModel", "ScreenSpec", "Lint", "Report", "Emit", "YAML", "Diagnostics", "ColorScience", "Parallel"]
        ),
        .executableTarget(
            name: "tokenc",
            dependencies: [
                "TokencKit",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "Diagnostics"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience"]),
        .testTarget(name: "TokenModelTests", dependencies: ["TokenModel", "YAML", "Diagnostics", "ColorScience"]),
        .testTarget(name: "ScreenSpecTests", dependencies: ["ScreenSpec", "TokenModel", "YAML", "Diagnostics", "ColorScience"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "ScreenSpec", "TokenModel", "YAML", "Diagnostics", "ColorScience"]),
        .testTarget(name: "ReportTests", dependencies: ["Report", "Diagnostics"]),
        .testTarget(
            name: "EmitTests",
            dependencies: ["Emit", "ScreenSpec", "TokenModel", "ColorScience", "Diagnostics", "YAML"],
            exclude: ["Golden", "AppleStubs"]
        ),
        .testTarget(
            name: "TokencKitTests",
            dependencies: ["TokencKit", "TokenModel", "Diagnostics", "YAML"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
