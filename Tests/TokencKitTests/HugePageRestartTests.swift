import Foundation
import XCTest
@testable import TokencKit

final class HugePageRestartTests: XCTestCase {
    private let madvise = "always [madvise] never\n"

    func testRestartsOnlyWhenTheKernelGrantsHugePagesOnRequest() {
        XCTAssertEqual(HugePageRestart.tunables(current: nil, setting: madvise), "glibc.malloc.hugetlb=1")
        XCTAssertEqual(HugePageRestart.tunables(current: nil, setting: "[always] madvise never\n"), "glibc.malloc.hugetlb=1")
        XCTAssertNil(HugePageRestart.tunables(current: nil, setting: "always madvise [never]\n"))
        XCTAssertNil(HugePageRestart.tunables(current: nil, setting: nil), "no setting file: no restart")
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
        XCTAssertTrue(HugePageRestart.inputReaches(6000, paths: [folder]), "3,000 + 2,000 + 1,000 bytes")
        XCTAssertFalse(HugePageRestart.inputReaches(6001, paths: [folder]), "the .txt file is not an input")
        XCTAssertTrue(HugePageRestart.inputReaches(10_000, paths: [folder + "/notes.txt"]), "a file named by the user counts")
        XCTAssertTrue(HugePageRestart.inputReaches(4000, paths: [folder + "/a.yaml", folder + "/sub"]))
        XCTAssertFalse(HugePageRestart.inputReaches(1, paths: [folder + "/missing.yaml"]))
        XCTAssertFalse(HugePageRestart.inputReaches(1, paths: [folder], maximumEntries: 0), "stops after the entry budget")
    }

    func testASymbolicLinkLoopEnds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hugepages-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(repeating: 0x61, count: 100).write(to: root.appendingPathComponent("a.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root.path + "/loop", withDestinationPath: root.path)
        XCTAssertFalse(HugePageRestart.inputReaches(1 << 30, paths: [root.path]))
        XCTAssertTrue(HugePageRestart.inputReaches(100, paths: [root.path]))
        XCTAssertTrue(HugePageRestart.inputReaches(100, paths: [root.path + "/loop"]), "a folder named through a link counts")
    }
}
