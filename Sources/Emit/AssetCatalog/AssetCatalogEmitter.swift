import ColorScience
import Diagnostics
import Foundation
import Parallel
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
            // With the built-in template each color set's file is made with it, on all cores;
            // otherwise its context is rendered here.
            let made: [(folder: String, file: GeneratedFile?, context: ColorSetContext?)]
            if direct {
                guard let colorSets = colorSets(for: system, input: input, namespaces: namespaces, { _, _, folder, colors, slots in
                    let folder = systemFolder.map { $0 + "/" + folder } ?? folder
                    let file: GeneratedFile? = GeneratedFile(path: folder + "/Contents.json",
                                                             contents: ColorSetJSON.text(colors: colors, slots: slots))
                    return (folder, file, ColorSetContext?.none)
                }) else {
                    failed = true
                    continue
                }
                made = colorSets
            } else {
                guard let colorSets = colorSets(for: system, input: input, namespaces: namespaces) else {
                    failed = true
                    continue
                }
                made = colorSets.map { (systemFolder.map { $0 + "/" } ?? "") + $0.folder }.enumerated().map { ($1, nil, colorSets[$0]) }
            }
            files.reserveCapacity(files.count + made.count + made.count / 8)
            // The group of the color set before: color sets of one group follow one another.
            var lastGroup = ""
            for (folder, file, context) in made {
                // Every folder on the way to the color set is a group with a namespace. When the
                // group is known, so are those above it.
                if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")),
                   !Self.hasPrefix(folder, lastGroup, endingAt: slash) {
                    let group = String(folder[..<slash])
                    if !folders.contains(group) {
                        for prefix in Self.groupFolders(of: folder) where folders.insert(prefix).inserted {
                            if groupJSON == nil {
                                guard let json = render("xcassets/folder", AssetCatalogFolderContext(providesNamespace: true), input) else { return nil }
                                groupJSON = json
                            }
                            files.append(GeneratedFile(path: prefix + "/Contents.json", contents: groupJSON ?? ""))
                        }
                    }
                    lastGroup = group
                }
                if let file {
                    files.append(file)
                } else if let context {
                    guard let rendered = render("xcassets/colorset", context, input) else { return nil }
                    files.append(GeneratedFile(path: folder + "/Contents.json", contents: rendered))
                }
            }
        }
        return failed ? nil : files
    }

    /// Whether `folder` up to `end` is `prefix`, compared as bytes.
    private static func hasPrefix(_ folder: String, _ prefix: String, endingAt end: String.Index) -> Bool {
        var folder = folder, prefix = prefix
        let length = folder.utf8.distance(from: folder.startIndex, to: end)
        guard length == prefix.utf8.count else { return false }
        return folder.withUTF8 { a in prefix.withUTF8 { b in length == 0 || memcmp(a.baseAddress!, b.baseAddress!, length) == 0 } }
    }

    /// Whether a name has no uppercase letter and nothing beyond ASCII (then it is its own
    /// lowercased form).
    private static func isLowercaseASCII(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) { return false }
            return true
        }
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
        let modeNames = system.modes
        return colorSets(for: system, input: input, namespaces: namespaces) { path, assetName, folder, colors, slots in
            ColorSetContext(tokenPath: path, assetName: assetName, folder: folder,
                            entries: Self.entries(colors: colors, modeNames: modeNames, slots: slots))
        }
    }

    /// The color sets of one system in token order, each made by `make` from its token's path,
    /// asset name, folder and color in each slot — on all cores. Returns nil after reporting
    /// names that collide in the catalog.
    private func colorSets<Made: Sendable>(
        for system: ResolvedSystem, input: EmitInput, namespaces: Bool,
        _ make: @escaping @Sendable (String, String, String, ArraySlice<Color>, [AppearanceSlots.Slot]) -> Made
    ) -> [Made]? {
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
        // The colors each color set shows, read here on one thread: every token's values share
        // one storage, whose reference count two cores would fight over.
        let colorTokens = system.tokens.indices.filter { system.tokens[$0].type == .color }
        let slotList = slots.slots
        var colors: [Color] = []
        colors.reserveCapacity(colorTokens.count * slotList.count)
        for t in colorTokens {
            for slot in slotList {
                system.tokens[t].values.withValue(at: slot.mode) { value in
                    if case .color(let color) = value.pointee { colors.append(color) } else { colors.append(Color.srgb(0, 0, 0)) }
                }
            }
        }
        let paths = colorTokens.map { system.tokens[$0].path }
        let shown = colors
        // Names and what `make` makes of them on all cores, in token order; with each, the
        // folder name its collisions are found by (asset names ignore case; lowercased only when
        // needed, nearly every name is lowercase ASCII).
        let made = ParallelMap.indices(colorTokens.count, threshold: 512) { k -> (key: String, made: Made) in
            let assetName = Self.assetName(forTokenPath: paths[k], namespaces: namespaces)
            let folder = assetName + ".colorset"
            let start = k * slotList.count
            let made = make(paths[k], assetName, folder, shown[start..<start + slotList.count], slotList)
            return (Self.isLowercaseASCII(folder) ? folder : folder.lowercased(), made)
        }
        var taken: [String: Int] = [:]  // lowercased folder → the first token's index in `made`
        taken.reserveCapacity(made.count)
        var collisions: [(Int, Int)] = []
        for k in made.indices {
            if let first = taken.updateValue(k, forKey: made[k].key) {
                taken[made[k].key] = first
                collisions.append((k, first))
            }
        }
        for (k, first) in collisions {
            let token = system.tokens[colorTokens[k]], other = system.tokens[colorTokens[first]]
            let folder = Self.assetName(forTokenPath: token.path, namespaces: namespaces) + ".colorset"
            input.diagnostics.report(.error(
                "xcassets-name-collision",
                "color '\(token.path)' and color '\(other.path)' would both be the color set '\(folder)' (asset names ignore case)",
                at: token.nameRange, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.nameRange)],
                suggestion: "rename one of the tokens"))
        }
        return collisions.isEmpty ? made.map(\.made) : nil
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
        var path = path
        return path.withUTF8 { bytes -> String? in
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
                for i in bytes.indices { buffer[i] = bytes[i] == UInt8(ascii: ".") ? separator : bytes[i] }
                return bytes.count
            }
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

    /// The variants of one color token, whose color in each slot is `colors` (black for a slot
    /// whose value is not a color).
    static func entries(colors: ArraySlice<Color>, modeNames: [String], slots: [AppearanceSlots.Slot]) -> [ColorSetEntryContext] {
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
        String(unsafeUninitializedCapacity: 6) { buffer in writeThreeDecimals(x, to: buffer.baseAddress!) }
    }

    /// ``threeDecimals(_:)`` written at `buffer` (room for 6 bytes); returns the bytes written.
    static func writeThreeDecimals(_ x: Double, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
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

    private func render(_ name: String, _ context: Any, _ input: EmitInput) -> String? {
        input.render(name, context: context)
    }
}
