// tokenc-stages: times each stage of `tokenc resolve` in-process on one token file.
//
//   tokenc-stages FILE [--runs N]
//
// Stages: read (file → bytes), parse (libyaml → YAMLNode tree), load (TokenLoader → TokenTree; it
// takes the tree and releases its groups' and tokens' mappings as it goes, as `tokenc` does),
// resolve (TokenResolver → ResolvedSystem), document (ResolvedDocument.build → JSONValue),
// serialize (JSONValue → text), write (ResolvedDocument.serialized: the same text written
// straight from the resolved system, as `tokenc resolve` does — it must equal serialize's), and
// teardown (releasing all of it). Each run does all eight in order; the medians (and minimums) over the runs are printed, one stage per line, tab-separated:
//
//   stage <TAB> median seconds <TAB> minimum seconds
//
// followed by how much the resident set grew by the end of each stage in the first run
// (`rss-after-parse-kb`, …: roughly what the stages built, still alive), and `tokens`, `diagnostics` and `peak-rss-kb` lines. The first run is a warm-up and is
// not counted. Exit status 1 when the file gives an error diagnostic (the numbers would not mean
// much), 2 on a usage or I/O error.
import Diagnostics
import Foundation
import TokenModel
import YAML

#if canImport(Glibc)
import Glibc
#endif

/// Seconds since an arbitrary start, monotonic.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// The median of a non-empty list.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Peak resident set size of this process so far, in KB.
func peakRSSKilobytes() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss)
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #endif
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("tokenc-stages: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let i = arguments.firstIndex(of: "--runs") {
    guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else {
        fail("--runs needs a positive number", status: 2)
    }
    runs = n
    arguments.removeSubrange(i...(i + 1))
}
guard arguments.count == 1 else { fail("usage: tokenc-stages FILE [--runs N]", status: 2) }
let path = arguments[0]

let stages = ["read", "parse", "load", "resolve", "document", "serialize", "write", "teardown"]
var timings: [String: [Double]] = [:]
var tokenCount = 0
var diagnosticCount = 0
var outputBytes = 0

/// The resident set size now, in bytes (/proc/self/statm; 0 where there is none). The allocator
/// keeps most of what is freed, so growth between stages is what each stage built.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The resident set size after each stage of the first run (everything built so far still alive;
/// later runs reuse memory the allocator kept).
var heapAfterStage: [Int] = []

/// When the last run's stages ended (everything they built still alive).
var lastReturn = 0.0

/// Runs the stages but the teardown once and returns their times (the teardown is timed by the caller).
@MainActor
func runOnce() -> [Double] {
    var t = now()
    var times: [Double] = []
    let measuring = heapAfterStage.isEmpty
    if measuring { heapAfterStage = [residentBytes()] }
    func lap() {
        let next = now()
        times.append(next - t)
        if measuring { heapAfterStage.append(residentBytes()) }
        t = next
    }
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", status: 2) }
    let bytes = [UInt8](data)
    lap()
    let sources = SourceManager()
    let sink = DiagnosticSink()
    let file = sources.add(path: path, contents: bytes)
    t = now()
    guard let root = YAMLParser().parse(bytes, file: file, sink: sink) else {
        fail("\(path) does not parse: \(sink.diagnostics.first?.message ?? "?")", status: 1)
    }
    lap()
    var loader = TokenLoader(systemName: "bench", sink: sink)
    // As `tokenc` does: the loader takes the tree and releases its mappings as it walks them.
    loader.add(takingRoot: root)
    let tree = loader.finish()
    lap()
    let system = TokenResolver(tree: tree, sink: sink).resolve()
    lap()
    let document = ResolvedDocument.build(system)
    lap()
    let text = document.serialized()
    lap()
    let written = ResolvedDocument.serialized(system)
    lap()
    if written != text { fail("ResolvedDocument.serialized differs from the document's text", status: 1) }
    if sink.hasErrors { fail("\(path) has errors: \(sink.diagnostics.first?.message ?? "?")", status: 1) }
    tokenCount = system.tokens.count
    diagnosticCount = sink.diagnostics.count
    outputBytes = text.utf8.count
    // Keep everything alive to here, so that its release is timed as the teardown stage.
    withExtendedLifetime((tree, system, document, text, written)) { lastReturn = now() }
    return times
}

for run in 0...runs {
    var times = runOnce()
    // What `runOnce` built was released when it returned.
    times.append(now() - lastReturn)
    if run > 0 {
        for (stage, time) in zip(stages, times) { timings[stage, default: []].append(time) }
    }
}

var report = ""
for stage in stages {
    let values = timings[stage] ?? [0]
    report += "\(stage)\t\(String(format: "%.6f", median(values)))\t\(String(format: "%.6f", values.min() ?? 0))\n"
}
for (stage, bytes) in zip(stages, heapAfterStage.dropFirst()) {
    report += "rss-after-\(stage)-kb\t\((bytes - heapAfterStage[0]) / 1024)\n"
}
report += "tokens\t\(tokenCount)\ndiagnostics\t\(diagnosticCount)\noutput-bytes\t\(outputBytes)\npeak-rss-kb\t\(peakRSSKilobytes())\n"
FileHandle.standardOutput.write(Data(report.utf8))
