import ColorScience
import Diagnostics
import Foundation
import TokenModel

/// `format: xcassets` — an Xcode asset catalog with one color set per color token, so
/// `Color("color/brand/primary", bundle:)` and `UIColor(named:)` work and Xcode previews show the
/// colors.
///
/// The files are relative to the output's path, which names the `.xcassets` folder: the catalog's
/// `Contents.json`, one `Contents.json` per group folder (with `provides-namespace`, so a color's
/// name is its path with `/`), and `<group>/<name>.colorset/Contents.json` per color. Modes become
/// appearances (see ``AppearanceSlots``): Any, Light, Dark and High Contrast; a color that is the
/// same in every mode is a single Any entry. A color outside the
/// sRGB gamut is written in `display-p3` (gamut-mapped into Display P3 when it is wider still);
/// every other color in `srgb`.
///
/// Parameters: `namespaces` (bool, default true; false puts every color set at the top level,
/// named by its path joined with `-`), `modes` (which modes to use).
/// With several systems in one output, each gets a top-level namespace folder named after it.
public struct AssetCatalogEmitter: Emitter {
    /// `xcassets`.
    public static let formatName = "xcassets"
    /// One line for `tokenc templates list`.
    public static let summary = "Xcode asset catalog: a color set per color token, with Dark and High Contrast appearances"

    /// Creates the emitter. It renders with the input's templates (the built-ins, or the
    /// project's overrides).
    public init() {}

    /// Produces the catalog's files, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        let namespaces = input.parameters.bool("namespaces") ?? true
        var files: [GeneratedFile] = []
        var folders: Set<String> = []
        var failed = false
        guard let rootJSON = render("xcassets/folder", AssetCatalogFolderContext(providesNamespace: false), input) else { return nil }
        files.append(GeneratedFile(path: "Contents.json", contents: rootJSON))

        // Every group folder's Contents.json is the same text: rendered once, when first needed.
        var groupJSON: String?
        let direct = ColorSetJSON.isBuiltin(in: input.templates)
        for system in FilteredSystems.of(input) {
            let systemFolder = input.systems.count > 1 ? Self.fileName(system.name) : nil
            guard let colorSets = colorSets(for: system, input: input, namespaces: namespaces) else {
                failed = true
                continue
            }
            files.reserveCapacity(files.count + colorSets.count + colorSets.count / 8)
            for colorSet in colorSets {
                let folder = systemFolder.map { $0 + "/" + colorSet.folder } ?? colorSet.folder
                // Every folder on the way to the color set is a group with a namespace. Color sets
                // of one group follow one another: when the group is known, so are those above it.
                if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), !folders.contains(String(folder[..<slash])) {
                    for prefix in Self.groupFolders(of: folder) where folders.insert(prefix).inserted {
                        if groupJSON == nil {
                            guard let json = render("xcassets/folder", AssetCatalogFolderContext(providesNamespace: true), input) else { return nil }
                            groupJSON = json
                        }
                        files.append(GeneratedFile(path: prefix + "/Contents.json", contents: groupJSON ?? ""))
                    }
                }
                let json: String
                if direct {
                    json = ColorSetJSON.text(colorSet)
                } else {
                    guard let rendered = render("xcassets/colorset", colorSet, input) else { return nil }
                    json = rendered
                }
                files.append(GeneratedFile(path: folder + "/Contents.json", contents: json))
            }
        }
        return failed ? nil : files
    }

    /// The group folders above a color set's folder, outermost first: `a`, `a/b` for `a/b/c.colorset`
    /// (the names between `/` separators, empty ones skipped).
    static func groupFolders(of folder: String) -> [String] {
        var parts = folder.utf8.split(separator: UInt8(ascii: "/"))
        guard parts.count > 1 else { return [] }
        parts.removeLast()
        var result: [String] = []
        result.reserveCapacity(parts.count)
        var prefix = ""
        for part in parts {
            if !prefix.isEmpty { prefix += "/" }
            prefix += Substring(part)
            result.append(prefix)
        }
        return result
    }

    /// The color sets of one system, in token order. Returns nil after reporting names that
    /// collide in the catalog.
    public func colorSets(for system: ResolvedSystem, input: EmitInput, namespaces: Bool = true) -> [ColorSetContext]? {
        let selection = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                      diagnostics: input.diagnostics)
        let slots = AppearanceSlots(modeNames: system.modes, selected: selection.indices)
        let hasColors = system.tokens.contains { $0.type == .color }
        if hasColors, !slots.unusedModes.isEmpty {
            let names = slots.unusedModes.map { "'\(system.modes[$0])'" }.joined(separator: ", ")
            input.diagnostics.report(.warning(
                "xcassets-unused-mode",
                "the asset catalog of '\(system.name)' has no appearance for mode \(names); only modes named light, dark or high contrast become appearances",
                at: nil, suggestion: "name the mode after its appearance (dark, high-contrast, dark-high-contrast), or leave it out with the output's 'modes' parameter"))
        }
        var result: [ColorSetContext] = []
        var taken: [String: ResolvedToken] = [:]  // lowercased folder → first token
        var collided = false
        for token in system.tokens where token.type == .color {
            let assetName = Self.assetName(forTokenPath: token.path, namespaces: namespaces)
            let folder = assetName + ".colorset"
            if let other = taken[folder.lowercased()] {
                input.diagnostics.report(.error(
                    "xcassets-name-collision",
                    "color '\(token.path)' and color '\(other.path)' would both be the color set '\(folder)' (asset names ignore case)",
                    at: token.nameRange, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.nameRange)],
                    suggestion: "rename one of the tokens"))
                collided = true
                continue
            }
            taken[folder.lowercased()] = token
            result.append(ColorSetContext(
                tokenPath: token.path,
                assetName: assetName,
                folder: folder,
                entries: Self.entries(of: token, modeNames: system.modes, slots: slots.slots)))
        }
        return collided ? nil : result
    }

    /// The name a color token's color set is looked up by: its path with `/` between the names
    /// (namespaces), or joined with `-` (no namespaces). A `$root` token is named after its group.
    public static func assetName(forTokenPath path: String, namespaces: Bool = true) -> String {
        if let name = plainName(path, separator: namespaces ? UInt8(ascii: "/") : UInt8(ascii: "-")) { return name }
        let parts = nameParts(path)
        return parts.joined(separator: namespaces ? "/" : "-")
    }

    /// The color set's folder inside the catalog (`color/brand/primary.colorset`).
    public static func colorSetFolder(forTokenPath path: String, namespaces: Bool = true) -> String {
        let parts = nameParts(path)
        return (namespaces ? parts.joined(separator: "/") : parts.joined(separator: "-")) + ".colorset"
    }

    /// The asset name of an ASCII path with nothing to change in its names (no `/`, `:`, `$`,
    /// empty name): the path with its dots replaced. Nil for any other path.
    private static func plainName(_ path: String, separator: UInt8) -> String? {
        let bytes = path.utf8
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "."), last != UInt8(ascii: ".") else { return nil }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "$")
                || (byte == UInt8(ascii: ".") && previous == byte) {
                return nil
            }
            previous = byte
        }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (i, byte) in bytes.enumerated() { buffer[i] = byte == UInt8(ascii: ".") ? separator : byte }
            return bytes.count
        }
    }

    private static func nameParts(_ path: String) -> [String] {
        var parts = NameStyle.pathComponents(path).map { fileName(String($0)) }
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        return parts
    }

    /// A token or system name made safe as one file name component (`/` and `:` become `-`).
    static func fileName(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ":") }) else { return name }
        // Scalar by scalar: a `/` followed by a combining mark is still a `/` to the file system.
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            result.append(scalar == "/" || scalar == ":" ? "-" : scalar)
        }
        return String(result)
    }

    /// The variants of one color token.
    static func entries(of token: ResolvedToken, modeNames: [String], slots: [AppearanceSlots.Slot]) -> [ColorSetEntryContext] {
        let colors: [Color] = slots.map { slot in
            if case .color(let color) = token.values[slot.mode] { return color }
            return Color.srgb(0, 0, 0)
        }
        let wide = colors.contains { !$0.isInGamut(.srgb) }
        let space: ColorSpace = wide ? .displayP3 : .srgb
        let entries = zip(slots, colors).map { slot, color in
            let mapped = color.gamutMapped(to: space)
            let (r, g, b) = mapped.resolvedComponents
            return ColorSetEntryContext(
                mode: modeNames[slot.mode],
                appearances: (slot.appearance?.xcodeAppearances ?? []).map {
                    ColorSetAppearanceContext(appearance: $0.appearance, value: $0.value)
                },
                colorSpace: space.rawValue,
                red: component(r), green: component(g), blue: component(b),
                alpha: component(color.alpha.isFinite ? color.alpha : 1))
        }
        // A color that is the same in every appearance is one universal entry, as written by hand.
        if let first = entries.first, entries.dropFirst().allSatisfy({ $0.sameColor(as: first) }) {
            return [first]
        }
        return entries
    }

    /// A 0–1 component as Xcode writes it: three decimals (`0.545`), clamped to 0–1.
    public static func component(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        return threeDecimals(clamped)
    }

    /// `String(format: "%.3f", x)` for 0 ≤ x ≤ 1 (and -0), without Foundation's formatter: the
    /// exact binary value rounded to thousandths, halfway cases to even, as C's printf does.
    static func threeDecimals(_ x: Double) -> String {
        let product = x * 1000
        // The rounding error of the product, exactly (an FMA rounds only once).
        let error = (-product).addingProduct(x, 1000)
        var thousandths: Double
        if product - product.rounded(.down) == 0.5 {
            // A product exactly halfway: the exact value decides, and a true tie goes to even.
            thousandths = error > 0 ? product.rounded(.up) : error < 0 ? product.rounded(.down) : product.rounded(.toNearestOrEven)
        } else {
            thousandths = product.rounded()
        }
        thousandths = min(max(thousandths, 0), 1000)
        let whole = Int(thousandths) / 1000  // 0 or 1
        let fraction = Int(thousandths) % 1000
        let negative = x.sign == .minus
        return String(unsafeUninitializedCapacity: 6) { buffer in
            var i = 0
            if negative {
                buffer[0] = UInt8(ascii: "-")
                i = 1
            }
            buffer[i] = UInt8(ascii: "0") + UInt8(whole)
            buffer[i + 1] = UInt8(ascii: ".")
            buffer[i + 2] = UInt8(ascii: "0") + UInt8(fraction / 100)
            buffer[i + 3] = UInt8(ascii: "0") + UInt8(fraction / 10 % 10)
            buffer[i + 4] = UInt8(ascii: "0") + UInt8(fraction % 10)
            return i + 5
        }
    }

    private func render(_ name: String, _ context: Any, _ input: EmitInput) -> String? {
        input.render(name, context: context)
    }
}
