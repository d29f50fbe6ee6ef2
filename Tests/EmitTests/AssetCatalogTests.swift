import Diagnostics
@testable import Emit
import Foundation
import TokenModel
import XCTest

/// The `xcassets` format: the JSON Xcode writes for a catalog, its groups and color sets.
final class AssetCatalogTests: XCTestCase {
    private func colorSet(_ files: [GeneratedFile], _ folder: String) throws -> [String: Any] {
        let text = try FormatFixtures.file(folder + "/Contents.json", in: files)
        return try XCTUnwrap(FormatFixtures.json(text) as? [String: Any])
    }

    private func entries(_ colorSet: [String: Any]) throws -> [[String: Any]] {
        try XCTUnwrap(colorSet["colors"] as? [[String: Any]])
    }

    private func components(_ entry: [String: Any]) throws -> [String] {
        let color = try XCTUnwrap(entry["color"] as? [String: Any])
        let c = try XCTUnwrap(color["components"] as? [String: String])
        return [c["red"], c["green"], c["blue"], c["alpha"]].map { $0 ?? "?" }
    }

    private func appearances(_ entry: [String: Any]) -> [String] {
        ((entry["appearances"] as? [[String: String]]) ?? []).map { "\($0["appearance"] ?? "?")=\($0["value"] ?? "?")" }
    }

    func testCatalogAndGroupContentsAreExactlyWhatXcodeWrites() throws {
        let system = FormatFixtures.system("""
            color:
              $type: color
              brand:
                primary: { $value: "#8B5CF6" }
            """)
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system)))
        XCTAssertEqual(files.map(\.path), ["Contents.json", "color/Contents.json", "color/brand/Contents.json",
                                           "color/brand/primary.colorset/Contents.json"])
        XCTAssertEqual(try FormatFixtures.file("Contents.json", in: files), """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        XCTAssertEqual(try FormatFixtures.file("color/brand/Contents.json", in: files), """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """)
        // 0x8B/255 = 0.5451, 0x5C/255 = 0.3608, 0xF6/255 = 0.9647.
        XCTAssertEqual(try FormatFixtures.file("color/brand/primary.colorset/Contents.json", in: files), """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.965",
                      "green" : "0.361",
                      "red" : "0.545"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        XCTAssertEqual(AssetCatalogEmitter.assetName(forTokenPath: "color.brand.primary"), "color/brand/primary")
    }

    func testDarkDefaultGetsAnyLightAndDark() throws {
        // TANDA declares [dark, light]; color.border is neutral/700 (#374151) dark, neutral/200 (#E5E7EB) light.
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(try FormatFixtures.seed("tanda"))))
        let border = try entries(colorSet(files, "color/border.colorset"))
        XCTAssertEqual(border.map(appearances), [[], ["luminosity=light"], ["luminosity=dark"]])
        XCTAssertEqual(try border.map(components), [
            ["0.216", "0.255", "0.318", "1.000"], ["0.898", "0.906", "0.922", "1.000"], ["0.216", "0.255", "0.318", "1.000"],
        ])
        // A color that is the same in both modes is one universal entry.
        let primary = try entries(colorSet(files, "color/purple/p500.colorset"))
        XCTAssertEqual(primary.count, 1)
        XCTAssertEqual(try components(primary[0]), ["0.545", "0.361", "0.965", "1.000"])
    }

    func testLightDefaultGetsAnyAndDark() throws {
        // UrbanNest declares [light, dark]; the background is teal #0D7377, #1E1E1E in dark.
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(try FormatFixtures.seed("urbannest"))))
        let background = try entries(colorSet(files, "color/background.colorset"))
        XCTAssertEqual(background.map(appearances), [[], ["luminosity=dark"]])
        XCTAssertEqual(try background.map(components), [["0.051", "0.451", "0.467", "1.000"], ["0.118", "0.118", "0.118", "1.000"]])
        // white-80: alpha 0.8.
        XCTAssertEqual(try components(try entries(colorSet(files, "color/white-80.colorset"))[0]), ["1.000", "1.000", "1.000", "0.800"])
    }

    func testHighContrastModesBecomeContrastAppearances() throws {
        let system = FormatFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark, high-contrast, dark-high-contrast] }
            text:
              $type: color
              $value: "#333333"
              $extensions:
                dev.tokenc.modes: { dark: "#CCCCCC", high-contrast: "#000000", dark-high-contrast: "#FFFFFF" }
            """)
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system)))
        let text = try entries(colorSet(files, "text.colorset"))
        XCTAssertEqual(text.map(appearances), [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]])
        // 0x33/255 = 0.2, 0xCC/255 = 0.8.
        XCTAssertEqual(try text.map { try components($0)[0] }, ["0.200", "0.800", "0.000", "1.000"])
    }

    func testWideGamutColorsAreWrittenInDisplayP3() throws {
        let system = FormatFixtures.system("""
            color:
              $type: color
              p3-red: { $value: "color(display-p3 1 0 0)" }
              p3-gray: { $value: "color(display-p3 0.5 0.5 0.5)" }
              beyond-p3: { $value: "oklch(0.7 0.4 150)" }
            """)
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system)))
        let red = try entries(colorSet(files, "color/p3-red.colorset"))[0]
        XCTAssertEqual((red["color"] as? [String: Any])?["color-space"] as? String, "display-p3")
        XCTAssertEqual(try components(red), ["1.000", "0.000", "0.000", "1.000"])
        // Display P3 and sRGB share white point and transfer curve: P3 gray 0.5 is sRGB gray 0.5.
        let gray = try entries(colorSet(files, "color/p3-gray.colorset"))[0]
        XCTAssertEqual((gray["color"] as? [String: Any])?["color-space"] as? String, "srgb")
        XCTAssertEqual(try components(gray), ["0.500", "0.500", "0.500", "1.000"])
        // A color beyond Display P3 is brought into it: every component within 0–1, one at an edge.
        let beyond = try entries(colorSet(files, "color/beyond-p3.colorset"))[0]
        XCTAssertEqual((beyond["color"] as? [String: Any])?["color-space"] as? String, "display-p3")
        let values = try components(beyond).prefix(3).map { try XCTUnwrap(Double($0)) }
        XCTAssertTrue(values.allSatisfy { (0...1).contains($0) }, "\(values)")
        XCTAssertTrue(values.contains { $0 <= 0.01 || $0 >= 0.99 }, "\(values)")
    }

    func testNamesThatDifferOnlyByCaseCollide() throws {
        let sink = DiagnosticSink()
        let system = FormatFixtures.system("""
            color:
              $type: color
              Primary: { $value: "#000000" }
              primary: { $value: "#FFFFFF" }
            """)
        XCTAssertNil(AssetCatalogEmitter().emit(FormatFixtures.input(system, sink: sink)))
        let error = try XCTUnwrap(sink.diagnostics.first { $0.code == "xcassets-name-collision" })
        XCTAssertEqual(error.severity, .error)
        XCTAssertNotNil(error.range)
        XCTAssertEqual(error.notes.count, 1)
    }

    /// A catalog large enough that its color sets are made on all cores (over 512 colors): the
    /// same files as the template path, in token order, and collisions reported in token order,
    /// each against the first token of its name.
    func testLargeCatalogsAreMadeInTokenOrderOnAllCores() throws {
        var yaml = "$extensions:\n  dev.tokenc.system: { modes: [light, dark] }\ncolor:\n  $type: color\n"
        for group in 0..<30 {
            yaml += "  g\(group):\n"
            for i in 0..<40 {
                let hex = String(format: "#%02X%02X%02X", group * 8, i * 6, (group + i) % 256)
                yaml += "    c\(i): { $value: \"\(hex)\", $extensions: { dev.tokenc.modes: { dark: \"#FFFFFF\" } } }\n"
            }
            yaml += "    size: { $type: dimension, $value: 4px }\n"
        }
        let system = FormatFixtures.system(yaml)
        let builtin = try XCTUnwrap(TemplateLibrary.builtin().source(of: "xcassets/colorset"))
        var custom = TemplateLibrary.builtin()
        try custom.register(source: builtin + "{{! the same output }}\n", named: "xcassets/colorset", file: "custom")
        let direct = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system)))
        var input = FormatFixtures.input(system)
        input.templates = custom
        let rendered = try XCTUnwrap(AssetCatalogEmitter().emit(input))
        XCTAssertEqual(direct, rendered)
        let colorSets = direct.map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") }
        XCTAssertEqual(colorSets.count, 1_200)
        XCTAssertEqual(colorSets.first, "color/g0/c0.colorset/Contents.json")
        XCTAssertEqual(colorSets[41], "color/g1/c1.colorset/Contents.json")
        XCTAssertEqual(colorSets.last, "color/g29/c39.colorset/Contents.json")

        let sink = DiagnosticSink()
        let clashing = FormatFixtures.system(yaml + "  G3:\n    C7: { $value: \"#000000\" }\n  G29:\n    c0: { $value: \"#000000\" }\n")
        XCTAssertNil(AssetCatalogEmitter().emit(FormatFixtures.input(clashing, sink: sink)))
        let errors = sink.diagnostics.filter { $0.code == "xcassets-name-collision" }
        XCTAssertEqual(errors.map(\.message), [
            "color 'color.G3.C7' and color 'color.g3.c7' would both be the color set 'color/G3/C7.colorset' (asset names ignore case)",
            "color 'color.G29.c0' and color 'color.g29.c0' would both be the color set 'color/G29/c0.colorset' (asset names ignore case)",
        ])
        XCTAssertEqual(errors.map { $0.notes.map(\.message) }, [["'color.g3.c7' is defined here"], ["'color.g29.c0' is defined here"]])
    }

    func testModesWithoutAnAppearanceAreReported() throws {
        let sink = DiagnosticSink()
        let system = FormatFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [light, brand-b] }
            accent: { $type: color, $value: "#111111", $extensions: { dev.tokenc.modes: { brand-b: "#222222" } } }
            """)
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system, sink: sink)))
        XCTAssertEqual(try entries(colorSet(files, "accent.colorset")).count, 1)
        let warning = try XCTUnwrap(sink.diagnostics.first { $0.code == "xcassets-unused-mode" })
        XCTAssertTrue(warning.message.contains("'brand-b'"), warning.message)
    }

    func testFlatNamesWithoutNamespaces() throws {
        let system = FormatFixtures.system("color: { $type: color, brand: { primary: { $value: \"#000000\" } } }")
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system, ["namespaces": .bool(false)])))
        XCTAssertEqual(files.map(\.path), ["Contents.json", "color-brand-primary.colorset/Contents.json"])
    }

    /// Color sets are written without the template renderer while the built-in template is in
    /// use; a project's own template (here: the built-in text with one more comment, so it must
    /// render the same) goes through the renderer. Both must give the same bytes, for every
    /// shape of color set: one entry, Light/Dark, High Contrast variants, wide gamut, no modes.
    func testColorSetsWrittenDirectlyEqualTheTemplatesOutput() throws {
        let builtin = try XCTUnwrap(TemplateLibrary.builtin().source(of: "xcassets/colorset"))
        var custom = TemplateLibrary.builtin()
        try custom.register(source: builtin + "{{! the same output }}\n", named: "xcassets/colorset", file: "custom")
        let modes = FormatFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark, high-contrast, dark-high-contrast, light-hc] }
            text:
              $type: color
              same: { $value: "#336699" }
              two: { $value: "#333333", $extensions: { dev.tokenc.modes: { dark: "#CCCCCC" } } }
              all:
                $value: "#333333"
                $extensions:
                  dev.tokenc.modes: { dark: "#CCCCCC", high-contrast: "#000000", dark-high-contrast: "#FFFFFF", light-hc: "#010101" }
              wide: { $value: "color(display-p3 1 0 0 / 0.5)", $extensions: { dev.tokenc.modes: { dark: "#00FF0080" } } }
            """)
        var systems = [modes] + (try FormatFixtures.seedNames.map { try FormatFixtures.seed($0) })
        systems.append(FormatFixtures.system("solo: { $type: color, $value: \"#FF000080\" }"))
        var compared = 0
        for system in systems {
            for modesParameter in [nil, JSONValue.array([.string(system.modes.last ?? "")])] {
                let parameters: [String: JSONValue] = modesParameter.map { ["modes": $0] } ?? [:]
                let direct = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system, parameters)), system.name)
                var input = FormatFixtures.input(system, parameters)
                input.templates = custom
                let rendered = try XCTUnwrap(AssetCatalogEmitter().emit(input), system.name)
                XCTAssertEqual(direct.map(\.path), rendered.map(\.path), system.name)
                for (a, b) in zip(direct, rendered) where a.contents != b.contents {
                    XCTFail("\(system.name) \(a.path):\n\(a.contents)\n---\n\(b.contents)")
                }
                compared += direct.count
            }
        }
        XCTAssertGreaterThan(compared, 200)
        let all = try FormatFixtures.file("text/all.colorset/Contents.json",
                                          in: try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(modes))))
        XCTAssertEqual(all.components(separatedBy: "\"appearance\" :").count - 1, 6, all)
    }

    func testAssetNamesOfPlainAndUnusualPaths() {
        let cases: [(String, String, String)] = [
            ("color.brand.primary", "color/brand/primary", "color-brand-primary"),
            ("a", "a", "a"),
            ("a..b", "a/b", "a-b"),
            (".a.", "a", "a"),
            ("button.$root", "button", "button"),
            ("$root", "$root", "$root"),
            ("a.b$c", "a/b$c", "a-b$c"),
            ("a/b.c:d", "a-b/c-d", "a-b-c-d"),
            ("gr\u{FC}n.p500", "gr\u{FC}n/p500", "gr\u{FC}n-p500"),
        ]
        for (path, namespaced, flat) in cases {
            XCTAssertEqual(AssetCatalogEmitter.assetName(forTokenPath: path), namespaced, path)
            XCTAssertEqual(AssetCatalogEmitter.assetName(forTokenPath: path, namespaces: false), flat, path)
            XCTAssertEqual(AssetCatalogEmitter.colorSetFolder(forTokenPath: path), namespaced + ".colorset", path)
        }
    }

    /// A color set's file path is made from the token path's bytes in one go when the path is
    /// plain: it must be exactly the asset name's folder, after the system's folder, with where
    /// its folder and group end and whether the folder is lowercase ASCII — for plain and
    /// unusual paths alike, with and without namespaces.
    func testColorSetPathsAreTheAssetNamesFolders() {
        let paths = ["color.brand.primary", "a", "a..b", ".a.", "button.$root", "$root", "a.b$c", "a/b.c:d",
                     "gr\u{FC}n.p500", "Color.Brand.Primary", "color.brand.PRIMARY", "x.y.z.w.v", "a-b.c_d.e1"]
        for systemFolder in [nil, "brand", "Brand", "gr\u{FC}n"] {
            for namespaces in [true, false] {
                for path in paths {
                    let made = AssetCatalogEmitter.colorSetPath(forTokenPath: path, namespaces: namespaces, systemFolder: systemFolder)
                    let folder = (systemFolder.map { $0 + "/" } ?? "")
                        + AssetCatalogEmitter.assetName(forTokenPath: path, namespaces: namespaces) + ".colorset"
                    let what = "\(systemFolder ?? "-") \(namespaces) \(path)"
                    XCTAssertEqual(made.path, folder + "/Contents.json", what)
                    XCTAssertEqual(made.folderEnd, folder.utf8.count, what)
                    XCTAssertEqual(made.groupEnd, Array(folder.utf8).lastIndex(of: UInt8(ascii: "/")), what)
                    XCTAssertEqual(made.lowercaseFolder, folder.utf8.allSatisfy { $0 < 0x80 } && folder.lowercased() == folder, what)
                }
            }
        }
    }

    /// The collision check's table finds, for each key, the first earlier equal key — as a
    /// dictionary would — even when every hash is the same (all keys in one probe chain), and
    /// takes equal strings as equal (a precomposed and a decomposed `é`).
    func testDuplicateKeysAreFoundAsADictionaryFindsThem() {
        var keys = (0..<300).map { "k\($0 % 97)/x\($0 % 5)" }
        keys += ["caf\u{E9}", "cafe\u{301}", "Z", "z"]
        var reference: [(Int, Int)] = []
        var first: [String: Int] = [:]
        for (k, key) in keys.enumerated() {
            if let j = first[key] { reference.append((k, j)) } else { first[key] = k }
        }
        XCTAssertTrue(reference.contains { $0 == (301, 300) }, "canonically equal strings are one key")
        for hashes in [keys.map(\.hashValue), keys.map { _ in 42 }, keys.map(\.count)] {
            let found = AssetCatalogEmitter.duplicates(hashes: hashes) { keys[$0] }
            XCTAssertEqual(found.map { [$0.0, $0.1] }, reference.map { [$0.0, $0.1] })
        }
        XCTAssertTrue(AssetCatalogEmitter.duplicates(hashes: []) { _ in "" }.isEmpty)
    }

    /// The group folders a new color set adds are those of ``AssetCatalogEmitter/groupFolders(of:)``
    /// not yet known, outermost first — for plain folders and for folders with empty names.
    func testNewGroupFoldersAreTheUnknownAncestors() {
        let folders = ["a/b/c/x.colorset", "a/b/d/y.colorset", "a/e/z.colorset", "q/r.colorset", "top.colorset",
                       "a//b/w.colorset", "/a/v.colorset", "a/b/", "m/n/o/p/u.colorset"]
        var known: Set<String> = []
        for folder in folders + folders {
            let expected = AssetCatalogEmitter.groupFolders(of: folder).filter { !known.contains($0) }
            XCTAssertEqual(AssetCatalogEmitter.newGroupFolders(of: folder, known: known), expected, folder)
            for prefix in AssetCatalogEmitter.groupFolders(of: folder) { known.insert(prefix) }
        }
        XCTAssertEqual(AssetCatalogEmitter.newGroupFolders(of: "a/b/c/d/e.colorset", known: ["a", "a/b"]), ["a/b/c", "a/b/c/d"])
    }

    /// Several systems in one catalog: each under a folder named after it, written directly the
    /// same as through the template renderer, and a name clash reported within a system only.
    func testSeveralSystemsWrittenDirectlyEqualTheTemplatesOutput() throws {
        let builtin = try XCTUnwrap(TemplateLibrary.builtin().source(of: "xcassets/colorset"))
        var custom = TemplateLibrary.builtin()
        try custom.register(source: builtin + "{{! the same output }}\n", named: "xcassets/colorset", file: "custom")
        var a = FormatFixtures.system("color: { $type: color, Primary: { $value: \"#112233\" }, g: { x: { $value: \"#445566\" } } }")
        a.name = "Brand-A"
        var b = FormatFixtures.system("color: { $type: color, primary: { $value: \"#778899\" }, g: { x: { $value: \"#AABBCC\" } } }")
        b.name = "brand-b"
        let sink = DiagnosticSink()
        let direct = try XCTUnwrap(AssetCatalogEmitter().emit(EmitInput(systems: [a, b], parameters: OutputParameters([:]),
                                                                       sourceFiles: [], diagnostics: sink)))
        var input = EmitInput(systems: [a, b], parameters: OutputParameters([:]), sourceFiles: [], diagnostics: DiagnosticSink())
        input.templates = custom
        let rendered = try XCTUnwrap(AssetCatalogEmitter().emit(input))
        XCTAssertEqual(direct.map(\.path), rendered.map(\.path))
        XCTAssertEqual(direct.map(\.contents), rendered.map(\.contents))
        XCTAssertEqual(direct.map(\.path), [
            "Contents.json", "Brand-A/Contents.json", "Brand-A/color/Contents.json", "Brand-A/color/Primary.colorset/Contents.json",
            "Brand-A/color/g/Contents.json", "Brand-A/color/g/x.colorset/Contents.json",
            "brand-b/Contents.json", "brand-b/color/Contents.json", "brand-b/color/primary.colorset/Contents.json",
            "brand-b/color/g/Contents.json", "brand-b/color/g/x.colorset/Contents.json",
        ])
        XCTAssertTrue(sink.diagnostics.filter { $0.code == "xcassets-name-collision" }.isEmpty)
    }

    /// A name is one folder: a `/` in it becomes `-` even when a combining mark follows it (one
    /// `Character`, but two scalars, and the file system sees the `/`).
    func testSlashesInNamesNeverMakeFolders() throws {
        let system = FormatFixtures.system("color: { $type: color, \"a/\\u0301b\": { $value: \"#000000\" }, \"c:d\": { $value: \"#FFFFFF\" } }")
        let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(system)))
        XCTAssertEqual(files.map(\.path), ["Contents.json", "color/Contents.json", "color/a-\u{301}b.colorset/Contents.json",
                                           "color/c-d.colorset/Contents.json"])
    }

    /// Every file of every seed catalog has the documented structure (Asset Catalog Format
    /// Reference: Catalog, Group and Named Color types) and Xcode's layout (keys sorted, two-space
    /// indentation, `" : "`, final newline): re-serializing the parsed JSON that way gives the text back.
    func testSeedCatalogsHaveTheDocumentedStructureAndLayout() throws {
        for name in FormatFixtures.seedNames {
            let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(try FormatFixtures.seed(name))), name)
            XCTAssertTrue(files.contains { $0.path == "Contents.json" }, name)
            for file in files {
                let object = try XCTUnwrap(FormatFixtures.json(file.contents) as? [String: Any], file.path)
                XCTAssertEqual(xcodeLayout(object) + "\n", file.contents, "\(name)/\(file.path)")
                let info = try XCTUnwrap(object["info"] as? [String: Any], file.path)
                XCTAssertEqual(info["author"] as? String, "xcode")
                XCTAssertEqual((info["version"] as? NSNumber)?.intValue, 1)
                if file.path.hasSuffix(".colorset/Contents.json") {
                    XCTAssertEqual(Set(object.keys), ["colors", "info"], file.path)
                    let colors = try entries(object)
                    XCTAssertFalse(colors.isEmpty)
                    XCTAssertNil(colors[0]["appearances"], "the first entry is Any")
                    for entry in colors {
                        XCTAssertEqual(entry["idiom"] as? String, "universal")
                        let color = try XCTUnwrap(entry["color"] as? [String: Any])
                        XCTAssertTrue(["srgb", "display-p3"].contains(color["color-space"] as? String ?? ""))
                        let c = try XCTUnwrap(color["components"] as? [String: String])
                        XCTAssertEqual(Set(c.keys), ["red", "green", "blue", "alpha"])
                        for value in c.values {
                            XCTAssertTrue(value.range(of: #"^[01]\.\d{3}$"#, options: .regularExpression) != nil, value)
                            XCTAssertTrue((0...1).contains(Double(value) ?? -1), value)
                        }
                        for appearance in (entry["appearances"] as? [[String: String]]) ?? [] {
                            XCTAssertTrue(["luminosity", "contrast"].contains(appearance["appearance"] ?? ""))
                            XCTAssertTrue(["light", "dark", "high"].contains(appearance["value"] ?? ""))
                        }
                    }
                } else if file.path != "Contents.json" {
                    let properties = try XCTUnwrap(object["properties"] as? [String: Any], file.path)
                    XCTAssertEqual((properties["provides-namespace"] as? NSNumber)?.boolValue, true)
                }
            }
        }
    }

    func testGoldenFiles() throws {
        for name in FormatFixtures.seedNames {
            let files = try XCTUnwrap(AssetCatalogEmitter().emit(FormatFixtures.input(try FormatFixtures.seed(name))))
            try FormatFixtures.assertGolden(format: "xcassets", system: name, files: files)
        }
    }

    /// Xcode's JSON layout, written independently of the emitter: keys sorted, two spaces, " : ".
    private func xcodeLayout(_ value: Any, indent: String = "", key: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case let object as [String: Any]:
            let members = object.keys.sorted().map { "\(inner)\"\($0)\" : \(xcodeLayout(object[$0]!, indent: inner, key: $0))" }
            return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
        case let array as [Any]:
            return "[\n" + array.map { inner + xcodeLayout($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let string as String:
            return "\"\(string)\""
        case let number as NSNumber:
            return key == "provides-namespace" ? (number.boolValue ? "true" : "false") : "\(number.intValue)"
        default:
            return "?"
        }
    }
}
