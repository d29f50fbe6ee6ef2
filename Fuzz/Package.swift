// swift-tools-version: 6.1
// A libFuzzer harness for the YAML front end, loader, resolver, token lint rules and outputs. Kept out of the main
// package so `swift build` / `swift test` never build it. Run with Fuzz/run (see README there).
import PackageDescription

let package = Package(
    name: "tokenc-fuzz",
    dependencies: [.package(path: ".pkg/tokenc")],  // a link to the repository, made by Fuzz/run
    targets: [
        .executableTarget(
            name: "FuzzTokens",
            dependencies: [.product(name: "TokenModel", package: "tokenc"), .product(name: "TokencKit", package: "tokenc")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
    ]
)
