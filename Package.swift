// swift-tools-version: 6.2
import PackageDescription

/// Two frontend options for the package's own code (Documentation/Performance.md, eighteenth
/// and nineteenth rounds):
/// - `-disable-type-layout`: the type-layout-based lowering copies and destroys values of
///   generic types and of large enums (`SpecValue<Color>`, `TokenValue?`, `Fill`) through their
///   run-time value witnesses, even in specialized code: ~160–200 instructions a copy where
///   field-wise code is a few retains. Lowered the other way, a lint of 100 screens is 2.6 %
///   fewer instructions and a build of 10,000 tokens 1 %.
/// - `-disable-concrete-type-metadata-mangled-name-accessors`: a concrete generic type's metadata
///   (a specialized `Dictionary`'s storage) made from its mangled name had its `Hashable`
///   requirement looked up by scanning every conformance record of the static binary on first
///   use; through an accessor, the witness table is passed. A lint of the seeds: −7.6 %.
/// Frontend options, so only for the compilers they were measured with; the tools version is
/// 6.2, from which SwiftPM accepts such flags in a package used as a versioned dependency.
let loweringSettings: [SwiftSetting] = {
    #if compiler(>=6.2) && compiler(<6.4)
    return [.unsafeFlags([
        "-Xfrontend", "-disable-type-layout",
        "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    ])]
    #else
    return []
    #endif
}()

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
        // libyaml's allocation functions, served from per-thread free lists (Sources/YAML/LibYAMLMemory.swift).
        // (DWARF 4 like the Swift code's: valgrind 3.19, which the benchmarks use, cannot read clang's default DWARF 5.)
        .target(name: "CYAMLMemory", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "Diagnostics", swiftSettings: loweringSettings),
        // Work spread over the cores with results in serial order (files, screens, outputs, tokens).
        .target(name: "Parallel", swiftSettings: loweringSettings),
        .target(name: "YAML", dependencies: ["CLibYAML", "CYAMLMemory", "Diagnostics"], swiftSettings: loweringSettings),
        .target(name: "ColorScience", swiftSettings: loweringSettings),
        .target(name: "TokenModel", dependencies: ["YAML", "Diagnostics", "ColorScience", "Parallel", "CPrefetch"], swiftSettings: loweringSettings),
        .target(name: "ScreenSpec", dependencies: ["TokenModel", "YAML", "Diagnostics", "ColorScience", "Parallel"], swiftSettings: loweringSettings),
        .target(name: "Lint", dependencies: ["ScreenSpec", "TokenModel", "YAML", "Diagnostics", "ColorScience", "Parallel"], swiftSettings: loweringSettings),
        .target(name: "Report", dependencies: ["Diagnostics", "Parallel"], swiftSettings: loweringSettings),
        .target(
            name: "Emit",
            dependencies: ["TokenModel", "ScreenSpec", "ColorScience", "Diagnostics", "Parallel"],
            swiftSettings: loweringSettings
        ),
        .target(
            name: "TokencKit",
            dependencies: ["TokenModel", "ScreenSpec", "Lint", "Report", "Emit", "YAML", "Diagnostics", "ColorScience", "Parallel"],
            swiftSettings: loweringSettings
        ),
        .executableTarget(
            name: "tokenc",
            dependencies: [
                "TokencKit",
                "Parallel",
                "YAML",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: loweringSettings
        ),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "Diagnostics", "CLibYAML", "CYAMLMemory"]),
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
