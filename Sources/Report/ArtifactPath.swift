import Diagnostics
import Foundation

/// Turns the display paths diagnostics carry into the forms reporters need: a path relative to a
/// root directory, and a URI reference (RFC 3986) for SARIF's `artifactLocation.uri`.
struct ArtifactPath {
    /// The directory relative paths are made against (no trailing slash), if any.
    var root: String?
    /// Relative paths already computed, by file.
    private var cache: [FileID: String] = [:]

    /// Creates the converter; with `sources`, the relative path of every file is computed once.
    init(root: String?, sources: SourceManager? = nil) {
        self.root = root
        if let sources {
            for file in sources.allFiles { cache[file] = relative(sources.path(of: file)) }
        }
    }

    /// The relative path of a registered file.
    func relative(_ file: FileID, in sources: SourceManager) -> String {
        cache[file] ?? relative(sources.path(of: file))
    }

    /// `path` relative to ``root`` when it lies inside it, otherwise unchanged; backslashes become
    /// slashes and a leading `./` is dropped.
    func relative(_ path: String) -> String {
        var p = path.contains("\\") ? path.replacingOccurrences(of: "\\", with: "/") : path
        if let root, !root.isEmpty {
            let base = root.hasSuffix("/") ? root : root + "/"
            if p.hasPrefix(base) { p.removeFirst(base.count) }
        }
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }

    /// The path as a URI reference: relative paths stay relative, absolute ones become
    /// `file://` URIs; every byte outside the RFC 3986 unreserved set and `/` is percent-encoded.
    func uri(_ path: String) -> String {
        let p = relative(path)
        let encoded = Self.percentEncoded(p)
        return p.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// The URI reference of a registered file.
    func uri(_ file: FileID, in sources: SourceManager) -> String {
        let p = relative(file, in: sources)
        let encoded = Self.percentEncoded(p)
        return p.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}
