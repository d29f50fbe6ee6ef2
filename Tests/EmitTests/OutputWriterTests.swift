@testable import Emit
import Foundation
import TokenModel
import XCTest

/// The output writer: confinement to the output directory, atomic write-if-changed, and
/// all-or-nothing path checks.
final class OutputWriterTests: XCTestCase {
    private var root = ""
    private var output: String { root + "/out" }

    override func setUpWithError() throws {
        root = try SwiftFixtures.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func read(_ relative: String) -> String? {
        try? String(contentsOfFile: output + "/" + relative, encoding: .utf8)
    }

    private func modificationDate(_ relative: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: output + "/" + relative)[.modificationDate] as? Date)
    }

    func testCreatesThenLeavesUnchangedThenUpdates() throws {
        let writer = OutputWriter(outputDirectory: output)
        let first = try writer.write([GeneratedFile(path: "a/b/One.swift", contents: "one\n"),
                                      GeneratedFile(path: "Two.swift", contents: "two\n")])
        XCTAssertEqual(first.map(\.outcome), [.created, .created])
        XCTAssertEqual(read("a/b/One.swift"), "one\n")

        // Backdate the file: an unchanged write must not touch it (Xcode's incremental builds).
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output + "/a/b/One.swift")
        let second = try writer.write([GeneratedFile(path: "a/b/One.swift", contents: "one\n"),
                                       GeneratedFile(path: "Two.swift", contents: "TWO\n")])
        XCTAssertEqual(second.map(\.outcome), [.unchanged, .updated])
        XCTAssertEqual(try modificationDate("a/b/One.swift"), old)
        XCTAssertEqual(read("Two.swift"), "TWO\n")
    }

    /// Files larger than the comparison chunk are compared a chunk at a time: a difference in the
    /// last chunk, one past a chunk boundary, or one byte more or less must each count as a change.
    func testLargeFilesAreComparedToTheLastByte() throws {
        let writer = OutputWriter(outputDirectory: output)
        let chunk = OutputWriter.comparisonChunk
        let base = String(repeating: "abcdefgh", count: (2 * chunk + 100) / 8)
        XCTAssertEqual(try writer.write([GeneratedFile(path: "big.txt", contents: base)]).map(\.outcome), [.created])
        XCTAssertEqual(try writer.write([GeneratedFile(path: "big.txt", contents: base)]).map(\.outcome), [.unchanged])
        // The same length, one byte different just past the second chunk boundary.
        var bytes = Array(base.utf8)
        bytes[2 * chunk] = UInt8(ascii: "Z")
        let changed = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(try writer.write([GeneratedFile(path: "big.txt", contents: changed)]).map(\.outcome), [.updated])
        XCTAssertEqual(read("big.txt"), changed)
        // Longer by a byte, then exactly one chunk long, then the file grown behind tokenc's back.
        XCTAssertEqual(try writer.write([GeneratedFile(path: "big.txt", contents: changed + "!")]).map(\.outcome), [.updated])
        let oneChunk = String(repeating: "x", count: chunk)
        XCTAssertEqual(try writer.write([GeneratedFile(path: "big.txt", contents: oneChunk)]).map(\.outcome), [.updated])
        XCTAssertEqual(try writer.write([GeneratedFile(path: "big.txt", contents: oneChunk)]).map(\.outcome), [.unchanged])
        try (oneChunk + "y").write(toFile: output + "/big.txt", atomically: false, encoding: .utf8)
        XCTAssertEqual(try writer.write([GeneratedFile(path: "big.txt", contents: oneChunk)]).map(\.outcome), [.updated])
        XCTAssertEqual(read("big.txt"), oneChunk)
    }

    /// A file made of pieces is written and compared as the text they make: unchanged when the
    /// file holds it, a change anywhere (next to a piece's end, past a comparison chunk, one byte
    /// more or less) an update.
    func testAFileOfPiecesIsWrittenAndComparedAsItsText() throws {
        let writer = OutputWriter(outputDirectory: output)
        let frame = "// head\n// tail\n"
        let namespace = Array(String(repeating: "enum Näme {}\n", count: OutputWriter.comparisonChunk / 6).utf8)
        func file(_ buffer: [UInt8]) -> GeneratedFile {
            let half = namespace.count / 28 * 14  // between two lines
            return GeneratedFile(path: "T.swift", pieces: GeneratedPieces(frame: frame, buffers: [buffer], pieces: [
                (-1, 0..<8), (0, 0..<half), (0, half..<half), (0, half..<buffer.count), (-1, 8..<frame.utf8.count),
            ]))
        }
        let text = "// head\n" + String(decoding: namespace, as: UTF8.self) + "// tail\n"
        XCTAssertEqual(file(namespace).contents, text)
        XCTAssertEqual(file(namespace).byteCount, text.utf8.count)
        XCTAssertEqual(try writer.write([file(namespace)]).map(\.outcome), [.created])
        XCTAssertEqual(read("T.swift"), text)
        XCTAssertEqual(try writer.write([file(namespace)]).map(\.outcome), [.unchanged])
        XCTAssertEqual(try writer.write([GeneratedFile(path: "T.swift", contents: text)]).map(\.outcome), [.unchanged])
        for position in [0, namespace.count / 28 * 14 - 1, namespace.count / 28 * 14, OutputWriter.comparisonChunk + 3, namespace.count - 1] {
            var changed = namespace
            changed[position] = UInt8(ascii: "#")
            XCTAssertEqual(try writer.write([file(changed)]).map(\.outcome), [.updated], "byte \(position)")
            XCTAssertEqual(read("T.swift"), file(changed).contents)
            XCTAssertEqual(try writer.write([file(namespace)]).map(\.outcome), [.updated])
        }
        XCTAssertEqual(try writer.write([file(namespace + [10])]).map(\.outcome), [.updated])
        XCTAssertEqual(try writer.write([file(namespace)]).map(\.outcome), [.updated])
        XCTAssertEqual(read("T.swift"), text)
    }

    /// A file made of many whole buffers (a stylesheet's or a flat JSON file's parts, pinned one
    /// inside another while they are written) is written and compared as their text, in order,
    /// empty buffers included.
    func testAFileOfManyBuffersIsWrittenAsTheirText() throws {
        let writer = OutputWriter(outputDirectory: output)
        let buffers = (0..<5_000).map { $0 % 7 == 3 ? [] : Array("line \($0)\n".utf8) }
        let file = GeneratedFile(path: "many.css", pieces: GeneratedPieces(buffers: buffers))
        let text = buffers.map { String(decoding: $0, as: UTF8.self) }.joined()
        XCTAssertEqual(file.byteCount, text.utf8.count)
        XCTAssertEqual(file.contents, text)
        XCTAssertEqual(try writer.write([file]).map(\.outcome), [.created])
        XCTAssertEqual(read("many.css"), text)
        XCTAssertEqual(try writer.write([file]).map(\.outcome), [.unchanged])
        var changed = buffers
        changed[4_998] = Array("line 4998!\n".utf8)
        XCTAssertEqual(try writer.write([GeneratedFile(path: "many.css", pieces: GeneratedPieces(buffers: changed))]).map(\.outcome),
                       [.updated])
        XCTAssertEqual(read("many.css"), text.replacingOccurrences(of: "line 4998\n", with: "line 4998!\n"))
    }

    /// Files whose contents are ranges of one shared buffer (an asset catalog's color sets) are
    /// each written and compared as their own range's text — the buffer's neighbouring bytes
    /// never leak into a file — and equal a file holding the same text.
    func testFilesSharingABufferAreWrittenAsTheirOwnRanges() throws {
        let writer = OutputWriter(outputDirectory: output)
        let texts = ["{ \"a\" : 1 }\n", "", "grün\n", String(repeating: "z", count: OutputWriter.comparisonChunk + 5)]
        let joined = Array(texts.joined().utf8)
        // OwnedBytes frees with `free`: hand it memory from `malloc`.
        let owned = malloc(joined.count)!.assumingMemoryBound(to: UInt8.self)
        owned.initialize(from: joined, count: joined.count)
        let buffer = OwnedBytes(base: owned, count: joined.count)
        var start = 0
        var files: [GeneratedFile] = []
        for (i, text) in texts.enumerated() {
            let count = text.utf8.count
            files.append(GeneratedFile(path: "f\(i).txt", sharing: buffer, range: start..<(start + count)))
            start += count
        }
        XCTAssertEqual(files.map(\.contents), texts)
        XCTAssertEqual(files.map(\.byteCount), texts.map(\.utf8.count))
        XCTAssertEqual(files, texts.enumerated().map { GeneratedFile(path: "f\($0).txt", contents: $1) })
        XCTAssertEqual(try writer.write(files).map(\.outcome), [.created, .created, .created, .created])
        XCTAssertEqual(texts.indices.map { read("f\($0).txt") }, texts)
        XCTAssertEqual(try writer.write(files).map(\.outcome), [.unchanged, .unchanged, .unchanged, .unchanged])
        var edited = files
        edited[2].contents = "grün!\n"
        XCTAssertEqual(try writer.write(edited).map(\.outcome), [.unchanged, .unchanged, .updated, .unchanged])
        XCTAssertEqual(read("f2.txt"), "grün!\n")
    }

    func testNoTemporaryFilesAreLeftAndPermissionsAreKept() throws {
        let writer = OutputWriter(outputDirectory: output)
        try writer.write([GeneratedFile(path: "x.txt", contents: "1")])
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: output + "/x.txt")
        try writer.write([GeneratedFile(path: "x.txt", contents: "2")])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output).sorted(), [OutputWriter.manifestName, "x.txt"])
        let mode = try FileManager.default.attributesOfItem(atPath: output + "/x.txt")[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertEqual(read("x.txt"), "2")
    }

    func testRejectsParentAbsoluteAndEmptyPaths() {
        XCTAssertThrowsError(try OutputWriter.components(ofRelativePath: "../x.swift")) {
            XCTAssertEqual($0 as? OutputPathError, .parentTraversal("../x.swift"))
        }
        XCTAssertThrowsError(try OutputWriter.components(ofRelativePath: "a/../../x")) {
            XCTAssertEqual($0 as? OutputPathError, .parentTraversal("a/../../x"))
        }
        XCTAssertThrowsError(try OutputWriter.components(ofRelativePath: "/etc/passwd")) {
            XCTAssertEqual($0 as? OutputPathError, .absolutePath("/etc/passwd"))
        }
        XCTAssertThrowsError(try OutputWriter.components(ofRelativePath: "./")) {
            XCTAssertEqual($0 as? OutputPathError, .emptyPath("./"))
        }
        XCTAssertEqual(try OutputWriter.components(ofRelativePath: "./a//b/./c.txt"), ["a", "b", "c.txt"])
    }

    func testABadPathWritesNothingAtAll() throws {
        let writer = OutputWriter(outputDirectory: output)
        XCTAssertThrowsError(try writer.write([GeneratedFile(path: "good.txt", contents: "g"),
                                               GeneratedFile(path: "../evil.txt", contents: "e")]))
        XCTAssertNil(read("good.txt"), "the valid file before the bad one must not be written either")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/evil.txt"))
    }

    func testSymbolicLinkLeadingOutsideIsRejected() throws {
        let outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/link", withDestinationPath: outside)
        let writer = OutputWriter(outputDirectory: output)
        XCTAssertThrowsError(try writer.write([GeneratedFile(path: "link/x.txt", contents: "x")])) { error in
            guard case .symlinkEscapes(let path, _)? = error as? OutputPathError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "link/x.txt")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), [])

        // A link to a file outside, at the file's own place, is rejected too (writing would follow it).
        try "secret".write(toFile: outside + "/secret.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: output + "/file.txt", withDestinationPath: outside + "/secret.txt")
        XCTAssertThrowsError(try writer.write([GeneratedFile(path: "file.txt", contents: "x")]))
        XCTAssertEqual(try String(contentsOfFile: outside + "/secret.txt", encoding: .utf8), "secret")
    }

    func testSymbolicLinkInsideTheOutputDirectoryIsFollowed() throws {
        try FileManager.default.createDirectory(atPath: output + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/alias", withDestinationPath: output + "/real")
        let outcomes = try OutputWriter(outputDirectory: output).write([GeneratedFile(path: "alias/x.txt", contents: "x")])
        XCTAssertEqual(outcomes.map(\.outcome), [.created])
        XCTAssertEqual(read("real/x.txt"), "x")
    }

    func testTwoFilesAtOnePathAreRejected() throws {
        let writer = OutputWriter(outputDirectory: output)
        XCTAssertThrowsError(try writer.write([GeneratedFile(path: "a/x.txt", contents: "1"),
                                               GeneratedFile(path: "a/./x.txt", contents: "2")])) {
            XCTAssertEqual($0 as? OutputPathError, .duplicate("a/x.txt"))
        }
        XCTAssertNil(read("a/x.txt"))
    }

    func testAFileInTheWayOfAFolderIsAnError() throws {
        let writer = OutputWriter(outputDirectory: output)
        try writer.write([GeneratedFile(path: "a", contents: "file")])
        XCTAssertThrowsError(try writer.write([GeneratedFile(path: "a/b.txt", contents: "x")])) {
            guard case .io? = $0 as? OutputPathError else { return XCTFail("\($0)") }
        }
    }

    func testFilesNoLongerGeneratedAreRemovedButUserFilesAreKept() throws {
        let writer = OutputWriter(outputDirectory: output)
        try writer.write([GeneratedFile(path: "Colors.xcassets/Old.colorset/Contents.json", contents: "old"),
                          GeneratedFile(path: "Colors.xcassets/Kept.colorset/Contents.json", contents: "kept"),
                          GeneratedFile(path: "Tokens.swift", contents: "v1")])
        try "mine".write(toFile: output + "/Notes.md", atomically: false, encoding: .utf8)

        // The token behind Old.colorset was deleted: the next build no longer generates it.
        let outcomes = try writer.write([GeneratedFile(path: "Colors.xcassets/Kept.colorset/Contents.json", contents: "kept"),
                                         GeneratedFile(path: "Tokens.swift", contents: "v2")])
        XCTAssertEqual(outcomes.map(\.path), ["Colors.xcassets/Kept.colorset/Contents.json", "Tokens.swift",
                                              "Colors.xcassets/Old.colorset/Contents.json"])
        XCTAssertEqual(outcomes.map(\.outcome), [.unchanged, .updated, .removed])
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + "/Colors.xcassets/Old.colorset"),
                       "the emptied folder goes too")
        XCTAssertEqual(read("Notes.md"), "mine", "a file tokenc never wrote is never removed")
        XCTAssertEqual(read(OutputWriter.manifestName), "Colors.xcassets/Kept.colorset/Contents.json\nTokens.swift\n")
    }

    func testAStaleEntryBehindASymbolicLinkIsNotFollowed() throws {
        let writer = OutputWriter(outputDirectory: output)
        try writer.write([GeneratedFile(path: "sub/a.txt", contents: "a")])
        // Someone replaces the folder by a link to a folder outside; the stale entry must not
        // delete the file out there.
        let outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "precious".write(toFile: outside + "/a.txt", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: output + "/sub")
        try FileManager.default.createSymbolicLink(atPath: output + "/sub", withDestinationPath: outside)
        let outcomes = try writer.write([GeneratedFile(path: "b.txt", contents: "b")])
        XCTAssertEqual(outcomes.map(\.outcome), [.created])
        XCTAssertEqual(try String(contentsOfFile: outside + "/a.txt", encoding: .utf8), "precious")
    }

    func testTheManifestNameIsReserved() {
        XCTAssertThrowsError(try OutputWriter(outputDirectory: output).write([GeneratedFile(path: OutputWriter.manifestName, contents: "x")]))
    }

    /// The file system splits paths at every `/` byte; so must the checks. A `/` followed by a
    /// combining mark is one `Character`, which once hid a `..` component from them.
    func testSeparatorsBeforeCombiningMarksStillSeparate() throws {
        XCTAssertThrowsError(try OutputWriter.components(ofRelativePath: "../\u{301}x.txt")) {
            XCTAssertEqual($0 as? OutputPathError, .parentTraversal("../\u{301}x.txt"))
        }
        XCTAssertThrowsError(try OutputWriter.components(ofRelativePath: "/\u{301}etc")) {
            XCTAssertEqual($0 as? OutputPathError, .absolutePath("/\u{301}etc"))
        }
        XCTAssertEqual(try OutputWriter.components(ofRelativePath: "a/\u{301}b/c"), ["a", "\u{301}b", "c"])
        let writer = OutputWriter(outputDirectory: output)
        XCTAssertThrowsError(try writer.write([GeneratedFile(path: "../\u{301}x.txt", contents: "x")]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/\u{301}x.txt"))
    }

    func testAFileChangedToTheSameSizeIsUpdatedAndAManifestEditIsHonored() throws {
        let writer = OutputWriter(outputDirectory: output)
        try writer.write([GeneratedFile(path: "a/one.txt", contents: "1111"), GeneratedFile(path: "a/two.txt", contents: "2")])
        // Same size, other bytes: the contents decide, not the size.
        try "1112".write(toFile: output + "/a/one.txt", atomically: false, encoding: .utf8)
        // Longer and shorter files with a common prefix.
        try "22".write(toFile: output + "/a/two.txt", atomically: false, encoding: .utf8)
        let outcomes = try writer.write([GeneratedFile(path: "a/one.txt", contents: "1111"), GeneratedFile(path: "a/two.txt", contents: "2")])
        XCTAssertEqual(outcomes.map(\.outcome), [.updated, .updated])
        XCTAssertEqual(read("a/one.txt"), "1111")
        XCTAssertEqual(read("a/two.txt"), "2")
        try "".write(toFile: output + "/a/two.txt", atomically: false, encoding: .utf8)
        XCTAssertEqual(try writer.write([GeneratedFile(path: "a/one.txt", contents: "1111"),
                                         GeneratedFile(path: "a/two.txt", contents: "2")]).map(\.outcome), [.unchanged, .updated])
        // An empty file stays unchanged when it is meant to be empty.
        XCTAssertEqual(try writer.write([GeneratedFile(path: "a/one.txt", contents: "")]).map(\.outcome), [.updated, .removed])
        XCTAssertEqual(try writer.write([GeneratedFile(path: "a/one.txt", contents: "")]).map(\.outcome), [.unchanged])

        // A manifest edited by hand (or by an older tokenc) still drives the removal.
        try writer.write([GeneratedFile(path: "k/keep.txt", contents: "k"), GeneratedFile(path: "g/gone.txt", contents: "g")])
        try "g/gone.txt\nk/keep.txt\nnot/there.txt\n".write(toFile: output + "/" + OutputWriter.manifestName, atomically: false, encoding: .utf8)
        let last = try writer.write([GeneratedFile(path: "k/keep.txt", contents: "k")])
        XCTAssertEqual(last.map(\.path), ["k/keep.txt", "g/gone.txt"])
        XCTAssertEqual(last.map(\.outcome), [.unchanged, .removed])
        XCTAssertEqual(read(OutputWriter.manifestName), "k/keep.txt\n")
    }

    /// Thousands of files are checked and written in groups on several cores; what happens must
    /// be what checking and writing them one by one gives.
    func testManyFilesBehaveAsIfWrittenOneByOne() throws {
        let writer = OutputWriter(outputDirectory: output)
        let files = (0..<2000).map { GeneratedFile(path: "g\($0 % 40)/s\($0).colorset/Contents.json", contents: "file \($0)\n") }
        let first = try writer.write(files)
        XCTAssertEqual(first.map(\.path), files.map(\.path))
        XCTAssertEqual(Set(first.map(\.outcome)), [.created])
        XCTAssertEqual(read("g7/s1287.colorset/Contents.json"), "file 1287\n")

        var changed = files
        changed[1500].contents = "other\n"
        let second = try writer.write(changed)
        XCTAssertEqual(second.map(\.path), files.map(\.path))
        XCTAssertEqual(second.filter { $0.outcome != .unchanged }.map(\.path), ["g20/s1500.colorset/Contents.json"])
        XCTAssertEqual(second[1500].outcome, .updated)

        // A duplicate late in the list is found, and nothing is written.
        var duplicated = changed + [GeneratedFile(path: "new.txt", contents: "n")]
        duplicated[1700] = GeneratedFile(path: "g0/./s0.colorset/Contents.json", contents: "x")
        XCTAssertThrowsError(try writer.write(duplicated)) {
            XCTAssertEqual($0 as? OutputPathError, .duplicate("g0/s0.colorset/Contents.json"))
        }
        XCTAssertNil(read("new.txt"))
        // The first problem in file order is the one reported, whichever group finds it.
        var twoProblems = duplicated
        twoProblems[1900] = GeneratedFile(path: "../escape.txt", contents: "x")
        XCTAssertThrowsError(try writer.write(twoProblems)) {
            XCTAssertEqual($0 as? OutputPathError, .duplicate("g0/s0.colorset/Contents.json"))
        }
        twoProblems[1200] = GeneratedFile(path: "/absolute.txt", contents: "x")
        XCTAssertThrowsError(try writer.write(twoProblems)) {
            XCTAssertEqual($0 as? OutputPathError, .absolutePath("/absolute.txt"))
        }
        XCTAssertEqual(read("g20/s1500.colorset/Contents.json"), "other\n")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    /// A few very large files (from 128 MB in all) are written one per core: the outcomes still
    /// come in file order, each file whole, none left half-written or temporary.
    func testAFewLargeFilesWrittenOnEveryCoreBehaveAsOneByOne() throws {
        let writer = OutputWriter(outputDirectory: output)
        let sizes = [70 << 20, 60 << 20, 1 << 20]
        let files = sizes.enumerated().map { i, size in
            GeneratedFile(path: "big/\(i).txt", contents: String(repeating: Character(String(i)), count: size))
        }
        let first = try writer.write(files)
        XCTAssertEqual(first.map(\.path), ["big/0.txt", "big/1.txt", "big/2.txt"])
        XCTAssertEqual(first.map(\.outcome), [.created, .created, .created])
        for (i, size) in sizes.enumerated() {
            let attributes = try FileManager.default.attributesOfItem(atPath: output + "/big/\(i).txt")
            XCTAssertEqual(attributes[.size] as? Int, size)
            XCTAssertEqual(read("big/\(i).txt")?.last, Character(String(i)))
        }
        var changed = files
        changed[1].contents = "small now\n"
        let second = try writer.write(changed)
        XCTAssertEqual(second.map(\.outcome), [.unchanged, .updated, .unchanged])
        XCTAssertEqual(read("big/1.txt"), "small now\n")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.contains(".tokenc-") && $0 != ".tokenc-manifest" }
        XCTAssertEqual(leftovers, [])
    }

    // MARK: - Staging: files written as each output is rendered, put in place when all are

    /// Everything below the output directory but the manifest, with its contents ("/" for a folder).
    private func tree() throws -> [String: String] {
        var result: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: output) where path != OutputWriter.manifestName {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: output + "/" + path, isDirectory: &isFolder)
            result[path] = isFolder.boolValue ? "/" : read(path)
        }
        return result
    }

    private let outputs: [[GeneratedFile]] = [
        [GeneratedFile(path: "swift/Tokens.swift", contents: "swift\n")],
        (0..<600).map { GeneratedFile(path: "assets/g\($0 % 7)/c\($0).colorset/Contents.json", contents: "c\($0)\n") },
        [GeneratedFile(path: "css/tokens.css", contents: "css\n"), GeneratedFile(path: "tokens.json", contents: "{}\n")],
    ]

    /// Outputs finish in any order; what is written, the outcomes and the manifest are those of
    /// writing all the files at once, in output order.
    func testStagedOutputsGiveTheSameResultInWhateverOrderTheyFinish() throws {
        let expected = try OutputWriter(outputDirectory: output).write(outputs.flatMap { $0 })
        let expectedTree = try tree()
        let expectedManifest = read(OutputWriter.manifestName)
        XCTAssertEqual(expected.count, 603)
        for order in [[2, 1, 0], [1, 0, 2], [0, 2, 1]] {
            try FileManager.default.removeItem(atPath: output)
            let staging = OutputWriter.Staging(writer: OutputWriter(outputDirectory: output))
            for index in order { staging.stage(outputs[index], output: index) }
            let outcomes = try staging.commit()
            XCTAssertEqual(outcomes.map(\.path), expected.map(\.path), "order \(order)")
            XCTAssertEqual(outcomes.map(\.outcome), expected.map(\.outcome), "order \(order)")
            XCTAssertEqual(try tree(), expectedTree, "order \(order)")
            XCTAssertEqual(read(OutputWriter.manifestName), expectedManifest)
        }
        // Staged from two threads at once, over the files written last time: all unchanged.
        let staging = OutputWriter.Staging(writer: OutputWriter(outputDirectory: output))
        let outputs = outputs
        DispatchQueue.concurrentPerform(iterations: outputs.count) { staging.stage(outputs[outputs.count - 1 - $0], output: outputs.count - 1 - $0) }
        XCTAssertEqual(Set(try staging.commit().map(\.outcome)), [.unchanged])
        XCTAssertEqual(try tree(), expectedTree)
    }

    /// A build that fails after some outputs were staged — an output that failed to render, a
    /// bad path, a file that cannot be written — leaves the directory exactly as it was: no
    /// file replaced, no temporary file, no folder made.
    func testAFailedStagingLeavesThePreviousOutputsAndNothingElse() throws {
        try OutputWriter(outputDirectory: output).write(outputs.flatMap { $0 })
        let before = try tree()
        let manifest = read(OutputWriter.manifestName)
        let changed = [GeneratedFile(path: "swift/Tokens.swift", contents: "new swift\n"),
                       GeneratedFile(path: "swift/new/Extra.swift", contents: "extra\n")]
        let tooLong = String(repeating: "x", count: 300)
        let failures: [(outputs: [[GeneratedFile]], error: OutputPathError?)] = [
            // Another output failed to render: the staging is discarded.
            ([changed, outputs[1]], nil),
            ([changed, [GeneratedFile(path: "../escape.txt", contents: "e")]], .parentTraversal("../escape.txt")),
            ([changed, [GeneratedFile(path: "swift/./Tokens.swift", contents: "twice")]], .duplicate("swift/Tokens.swift")),
            // A name the file system refuses: found only when the file is written.
            ([changed, [GeneratedFile(path: "css/\(tooLong).css", contents: "c")]], nil),
            // A file that cannot be written in an earlier output, a bad path in a later one: the
            // checks come first, as when every file is checked before any is written.
            ([[GeneratedFile(path: "\(tooLong)/a.txt", contents: "a")], changed, [GeneratedFile(path: "/abs", contents: "a")]],
             .absolutePath("/abs")),
        ]
        for (index, failure) in failures.enumerated() {
            let staging = OutputWriter.Staging(writer: OutputWriter(outputDirectory: output))
            for (o, files) in failure.outputs.enumerated().reversed() { staging.stage(files, output: o) }
            XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/swift/new"), "case \(index): staged before the failure")
            if index == 0 {
                staging.discard()
            } else {
                XCTAssertThrowsError(try staging.commit(), "case \(index)") { error in
                    if let expected = failure.error { XCTAssertEqual(error as? OutputPathError, expected, "case \(index)") }
                }
            }
            XCTAssertEqual(try tree(), before, "case \(index)")
            XCTAssertEqual(read(OutputWriter.manifestName), manifest, "case \(index)")
        }

        // A fresh directory: a failed build does not leave it behind (nor the folder above it).
        try FileManager.default.removeItem(atPath: output)
        let fresh = OutputWriter.Staging(writer: OutputWriter(outputDirectory: output + "/deeper"))
        fresh.stage(changed, output: 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/deeper/swift/new"))
        fresh.abandon()
        fresh.stage(outputs[2], output: 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + "/deeper/css"), "abandoned: not staged")
        fresh.discard()
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
