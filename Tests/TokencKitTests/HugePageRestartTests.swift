import Foundation
import XCTest
@testable import TokencKit

final class HugePageRestartTests: XCTestCase {
    private let madvise = "always [madvise] never\n"

    func testTellsTheInputsOfPlainCommandLinesBeforeTheyAreParsed() {
        typealias Inputs = HugePageRestart.InputsBeforeParsing
        func inputs(_ line: String) -> Inputs? {
            HugePageRestart.inputsBeforeParsing(line.split(separator: " ").map(String.init))
        }
        XCTAssertEqual(inputs("resolve a.yaml"), .tokenPaths(["a.yaml"]))
        XCTAssertEqual(inputs("resolve"), .tokenPaths([]))
        XCTAssertEqual(inputs("check --color tokens/a.yaml b"), .tokenPaths(["tokens/a.yaml", "b"]))
        XCTAssertEqual(inputs("resolve --mode dark a.yaml --mode=light"), .tokenPaths(["a.yaml"]))
        XCTAssertEqual(inputs("build"), .configuration("tokenc.yaml"))
        XCTAssertEqual(inputs("build --timings --config p/t.yaml --dry-run --color"), .configuration("p/t.yaml"))
        XCTAssertEqual(inputs("build --config=p.yaml"), .configuration("p.yaml"))
        // Left to the command: what narrows or is not a plain run, or cannot be told.
        XCTAssertNil(inputs("check --mode dark a.yaml"), "check has no --mode")
        XCTAssertNil(inputs("resolve --mode"))
        XCTAssertNil(inputs("resolve --mode --color a.yaml"))
        XCTAssertNil(inputs("resolve --system core a.yaml"))
        XCTAssertNil(inputs("resolve a.yaml --help"))
        XCTAssertNil(inputs("check -h"))
        XCTAssertNil(inputs("build --config"))
        XCTAssertNil(inputs("build --config --timings"))
        XCTAssertNil(inputs("build --config="))
        XCTAssertNil(inputs("build --output x"))
        XCTAssertNil(inputs("lint"))
        XCTAssertNil(inputs("--help"))
        XCTAssertNil(HugePageRestart.inputsBeforeParsing([]))
    }

    func testRestartsOnlyWhenTheKernelGrantsHugePagesOnRequest() {
        XCTAssertEqual(HugePageRestart.tunables(current: nil, setting: madvise), "glibc.malloc.hugetlb=1")
        XCTAssertEqual(HugePageRestart.tunables(current: nil, setting: "[always] madvise never\n"), "glibc.malloc.hugetlb=1")
        XCTAssertNil(HugePageRestart.tunables(current: nil, setting: "always madvise [never]\n"))
        XCTAssertNil(HugePageRestart.tunables(current: nil, setting: nil), "no setting file: no restart")
    }

    func testRestartsOnlyForTheSizesWhereItWasMeasuredToPay() {
        XCTAssertFalse(HugePageRestart.worthwhileInput.contains(800_000), "10,000 tokens: no gain")
        XCTAssertTrue(HugePageRestart.worthwhileInput.contains(7_887_728), "100,000 tokens: the gain")
        XCTAssertFalse(HugePageRestart.worthwhileInput.contains(23_715_197), "300,000 tokens: builds no faster")
        XCTAssertFalse(HugePageRestart.worthwhileInput.contains(Int.max), "unknown size")
    }

    func testKeepsTheUsersTunablesAndTheirOwnChoice() {
        XCTAssertEqual(HugePageRestart.tunables(current: "", setting: madvise), "glibc.malloc.hugetlb=1")
        XCTAssertEqual(HugePageRestart.tunables(current: "glibc.malloc.arena_max=2", setting: madvise),
                       "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1")
        // Opting out, and the restarted process itself: no second restart.
        XCTAssertNil(HugePageRestart.tunables(current: "glibc.malloc.hugetlb=0", setting: madvise))
        XCTAssertNil(HugePageRestart.tunables(current: "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1", setting: madvise))
        // A name that only starts the same is another tunable.
        XCTAssertFalse(HugePageRestart.choosesHugePages("glibc.malloc.hugetlb_x=1"))
        XCTAssertTrue(HugePageRestart.choosesHugePages("glibc.malloc.hugetlb=2"))
    }

    func testPadsTheHeapOnlyWithHugePagesAndNoPadOfTheUsers() {
        // The restarted process, and a user's own choice of huge pages at any size.
        XCTAssertTrue(HugePageRestart.padsHeap(tunables: "glibc.malloc.hugetlb=1"))
        XCTAssertTrue(HugePageRestart.padsHeap(tunables: "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=2"))
        // No huge pages: no pad (at 1,000,000 tokens it cost memory for nothing).
        XCTAssertFalse(HugePageRestart.padsHeap(tunables: nil))
        XCTAssertFalse(HugePageRestart.padsHeap(tunables: ""))
        XCTAssertFalse(HugePageRestart.padsHeap(tunables: "glibc.malloc.hugetlb=0"))
        XCTAssertFalse(HugePageRestart.padsHeap(tunables: "glibc.malloc.hugetlb_x=1"))
        // The last setting wins, as glibc reads them.
        XCTAssertFalse(HugePageRestart.padsHeap(tunables: "glibc.malloc.hugetlb=1:glibc.malloc.hugetlb=0"))
        XCTAssertTrue(HugePageRestart.padsHeap(tunables: "glibc.malloc.hugetlb=0:glibc.malloc.hugetlb=1"))
        // The user's own pad is theirs.
        XCTAssertFalse(HugePageRestart.padsHeap(tunables: "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=4096"))
    }

    func testCountsTokenAndSpecFilesUnderFoldersAndNamedFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hugepages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: Int) throws {
            try Data(repeating: 0x61, count: bytes).write(to: root.appendingPathComponent(name))
        }
        try write("a.yaml", 3000)
        try write("b.json", 2000)
        try write("notes.txt", 10_000)
        try write("sub/d.yml", 1000)
        let folder = root.path
        XCTAssertEqual(HugePageRestart.inputBytes([folder], upTo: 1 << 20), 6000, "3,000 + 2,000 + 1,000 bytes; the .txt file is not an input")
        XCTAssertLessThan(HugePageRestart.inputBytes([folder], upTo: 2500), 6000, "stops counting at the limit")
        XCTAssertGreaterThanOrEqual(HugePageRestart.inputBytes([folder], upTo: 2500), 2500)
        XCTAssertEqual(HugePageRestart.inputBytes([folder + "/notes.txt"], upTo: 1 << 20), 10_000, "a file named by the user counts")
        XCTAssertEqual(HugePageRestart.inputBytes([folder + "/a.yaml", folder + "/sub"], upTo: 1 << 20), 4000)
        XCTAssertEqual(HugePageRestart.inputBytes([folder + "/missing.yaml"], upTo: 1 << 20), 0)
        XCTAssertEqual(HugePageRestart.inputBytes([folder], upTo: 1 << 20, maximumEntries: 0), Int.max, "past the entry budget: unknown, huge")
    }

    func testASymbolicLinkLoopEnds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hugepages-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(repeating: 0x61, count: 100).write(to: root.appendingPathComponent("a.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root.path + "/loop", withDestinationPath: root.path)
        XCTAssertEqual(HugePageRestart.inputBytes([root.path], upTo: 1 << 30), 100, "the link back to the folder is not followed")
                XCTAssertEqual(HugePageRestart.inputBytes([root.path + "/loop"], upTo: 1 << 30), 100, "a folder named through a link counts")
    }
}
