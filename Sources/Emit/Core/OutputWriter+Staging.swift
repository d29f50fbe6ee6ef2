import Foundation
import Parallel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// A build's files written as each output is rendered — on the core that rendered it, into
    /// temporary files beside their places — and put in place (renamed over the old files) only
    /// once every output has rendered without error, so that a failed build still changes
    /// nothing in the output directory. Written after the render, on the main thread, the files
    /// of a 100,000-token build (40 MB: filling that much page cache is what writing costs here)
    /// took the render's last stretch on one core while the other idled; staged, CSS's and flat
    /// JSON's 17 MB are written while the Swift output still renders.
    ///
    /// Each output's paths are checked when it is staged; ``commit()`` reports the first problem
    /// in file order (outputs in the order of their indices), as ``OutputWriter/write(_:)`` of
    /// all the files at once would, and ``discard()`` removes every temporary file and every
    /// folder the staging made (the output directory too, when it made it).
    public final class Staging: @unchecked Sendable {
        private let writer: OutputWriter
        /// The temporary files' names: this process, a random number, the output, a counter.
        private let stem = TemporaryNames.stem()
        /// Guards everything below.
        private let lock = NSLock()
        /// The real output directory once made, or why it cannot be.
        private var root: Result<String, OutputPathError>?
        /// The output directory and the folders above it that did not exist, deepest first.
        private var missingRoot: [String] = []
        /// The outputs staged, by index.
        private var outputs: [Int: StagedOutput] = [:]
        /// The folders made for temporary files.
        private var createdFolders: [String] = []
        /// Whether the build has failed: outputs are no longer staged.
        private var abandoned = false

        /// Creates a staging for a writer's directory (made when the first output is staged).
        public init(writer: OutputWriter) {
            self.writer = writer
        }

        /// A file checked and, when its contents changed, written to a temporary file.
        struct StagedFile {
            var relativePath: String
            var absolutePath: String
            /// The temporary file to rename over `absolutePath` (nil: already holds the contents).
            var temporary: String?
            var outcome: WriteOutcome
        }

        /// One output's files, and its first problems (either keeps the build from committing).
        struct StagedOutput {
            /// The files checked, in order — up to the first that failed a check.
            var files: [StagedFile] = []
            /// The first file that failed a check (then nothing of the output was written).
            var planFailure: OutputPathError?
            /// The first file, in order, that could not be written.
            var writeFailure: OutputPathError?
        }

        /// Checks an output's paths and writes its changed files to temporary files, on this
        /// core and on any a ``ParallelMap/jobs(_:_:)`` worker without a job left lends it.
        /// Problems are kept for ``commit()``; nothing is done once the staging is abandoned.
        /// - Parameter output: the output's place in the build (the order problems are reported in).
        public func stage(_ files: [GeneratedFile], output: Int) {
            lock.lock()
            let skip = abandoned
            lock.unlock()
            guard !skip, case .success(let root) = rootResult() else { return }
            let staged = Self.stage(files, root: root, stem: stem + String(output) + "-")
            lock.lock()
            outputs[output] = staged.output
            createdFolders += staged.created
            lock.unlock()
        }

        /// Records that the build failed: outputs rendered from now on are not written.
        public func abandon() {
            lock.lock()
            abandoned = true
            lock.unlock()
        }

        /// Puts every staged file in place, removes the files an earlier build wrote that are no
        /// longer generated, and updates the manifest.
        /// - Returns: what happened to each file, in file order, then the stale files removed.
        /// - Throws: the first problem in file order (then the staging is discarded: nothing in
        ///   the directory was replaced), or a file system failure while renaming (the files
        ///   renamed before it stay, each whole; the manifest is left as it was).
        public func commit() throws(OutputPathError) -> [(path: String, outcome: WriteOutcome)] {
            lock.lock()
            let staged = outputs.sorted { $0.key < $1.key }.map(\.value)
            lock.unlock()
            do throws(OutputPathError) {
                return try Self.commit(staged, root: try rootResult().get(), stem: stem)
            } catch {
                discard()
                throw error
            }
        }

        /// Removes every temporary file and every folder the staging made; no output staged
        /// after this is written.
        public func discard() {
            lock.lock()
            defer { lock.unlock() }
            abandoned = true
            for output in outputs.values {
                for file in output.files {
                    if let temporary = file.temporary { unlink(temporary) }
                }
            }
            outputs = [:]
            // A folder's path is longer than the path of the folder it is in: deepest first.
            // `rmdir` removes only empty folders, never a file put in place.
            for folder in createdFolders.sorted(by: { $0.utf8.count > $1.utf8.count }) + missingRoot {
                rmdir(folder)
            }
            createdFolders = []
            missingRoot = []
        }

        /// The real output directory, made the first time it is asked for.
        private func rootResult() -> Result<String, OutputPathError> {
            lock.lock()
            defer { lock.unlock() }
            if let root { return root }
            missingRoot = Self.missingFolders(writer.outputDirectory)
            let made: Result<String, OutputPathError>
            do throws(OutputPathError) {
                made = .success(try writer.realRoot())
            } catch {
                made = .failure(error)
            }
            root = made
            return made
        }

        /// A path and the folders above it that do not exist yet, deepest first.
        private static func missingFolders(_ path: String) -> [String] {
            var missing: [String] = []
            var folder = Substring(path)
            var info = stat()
            while !folder.isEmpty, stat(String(folder), &info) != 0, errno == ENOENT {
                missing.append(String(folder))
                folder = OutputWriter.split(folder).folder
            }
            return missing
        }

        /// Checks one output's paths (in groups on the cores, then in file order), then writes
        /// its changed files to temporary files.
        private static func stage(_ files: [GeneratedFile], root: String, stem: String) -> (output: StagedOutput, created: [String]) {
            var output = StagedOutput()
            let ranges = OutputWriter.chunks(files.count)
            let parts = ParallelMap.indices(ranges.count) { c in OutputWriter.planTargets(files[ranges[c]], root: root) }
            var targets: [Target] = []
            var seen: Set<String> = []
            targets.reserveCapacity(files.count)
            seen.reserveCapacity(files.count)
            checks: for part in parts {
                for target in part.targets {
                    guard seen.insert(target.planned.absolutePath).inserted else {
                        output.planFailure = .duplicate(target.planned.relativePath)
                        break checks
                    }
                    targets.append(target)
                }
                if let failure = part.failure {
                    output.planFailure = failure
                    break
                }
            }
            output.files = targets.map {
                StagedFile(relativePath: $0.planned.relativePath, absolutePath: $0.planned.absolutePath, temporary: nil, outcome: .unchanged)
            }
            if output.planFailure != nil { return (output, []) }

            let planned = targets
            let writeRanges = OutputWriter.chunks(planned.count, totalBytes: planned.reduce(0) { $0 + $1.planned.file.byteCount })
            let written = ParallelMap.indices(writeRanges.count) { c -> (files: [(temporary: String?, outcome: WriteOutcome)], failure: OutputPathError?, created: [String]) in
                var folders = FolderMaker()
                var names = TemporaryNames(stem: stem, worker: c)
                var staged: [(temporary: String?, outcome: WriteOutcome)] = []
                staged.reserveCapacity(writeRanges[c].count)
                for index in writeRanges[c] {
                    do throws(OutputPathError) {
                        staged.append(try OutputWriter.writeTemporary(planned[index], folders: &folders, names: &names))
                    } catch {
                        return (staged, error, folders.created)
                    }
                }
                return (staged, nil, folders.created)
            }
            var created: [String] = []
            for (c, chunk) in written.enumerated() {
                for (offset, file) in chunk.files.enumerated() {
                    output.files[writeRanges[c].lowerBound + offset].temporary = file.temporary
                    output.files[writeRanges[c].lowerBound + offset].outcome = file.outcome
                }
                created += chunk.created
                if output.writeFailure == nil { output.writeFailure = chunk.failure }
            }
            return (output, created)
        }

        /// Reports the first problem, renames the temporary files into place, and updates the
        /// manifest.
        private static func commit(_ outputs: [StagedOutput], root: String,
                                   stem: String) throws(OutputPathError) -> [(path: String, outcome: WriteOutcome)] {
            // In file order, as checking every output's files at once reports them: a file at
            // the path of an earlier output's, or an output's own first problem. (Each output's
            // own duplicates were found when it was staged.)
            if outputs.count > 1 {
                var seen: Set<String> = []
                for output in outputs {
                    for file in output.files where !seen.insert(file.absolutePath).inserted {
                        throw .duplicate(file.relativePath)
                    }
                    if let failure = output.planFailure { throw failure }
                }
            } else if let failure = outputs.first?.planFailure {
                throw failure
            }
            for output in outputs {
                if let failure = output.writeFailure { throw failure }
            }

            let files = outputs.flatMap(\.files)
            let ranges = OutputWriter.chunks(files.count)
            let failures = ParallelMap.indices(ranges.count) { c -> OutputPathError? in
                for file in files[ranges[c]] {
                    if let temporary = file.temporary, rename(temporary, file.absolutePath) != 0 {
                        return .io(path: file.relativePath, reason: String(cString: strerror(errno)))
                    }
                }
                return nil
            }
            // The first failure in file order is the one reported.
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }

            var outcomes = files.map { (path: $0.relativePath, outcome: $0.outcome) }
            var paths = files.map(\.relativePath)
            paths.sort()
            var manifest = paths.joined(separator: "\n")
            if !paths.isEmpty { manifest += "\n" }
            let manifestPath = root + "/" + OutputWriter.manifestName
            let previous = FileManager.default.contents(atPath: manifestPath)
            // The same list as last time (the everyday rebuild): nothing is stale, nothing to rewrite.
            if let previous, OutputWriter.equal(previous, manifest) { return outcomes }
            if let previous {
                let current = Set(paths)
                for line in previous.split(separator: UInt8(ascii: "\n")) {
                    let path = String(decoding: line, as: UTF8.self)
                    if !current.contains(path), OutputWriter.removeStale(path, root: root) { outcomes.append((path, .removed)) }
                }
            }
            let target = Target(planned: PlannedFile(relativePath: OutputWriter.manifestName, absolutePath: manifestPath,
                                                     file: GeneratedFile(path: OutputWriter.manifestName, contents: manifest)),
                                existing: .unknown)
            var folders = FolderMaker()
            var names = TemporaryNames(stem: stem + "manifest-", worker: 0)
            _ = try OutputWriter.writeIfChanged(target, folders: &folders, names: &names)
            return outcomes
        }
    }
}
