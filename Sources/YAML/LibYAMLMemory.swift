internal import CLibYAML
internal import CYAMLMemory
import Foundation

/// Where libyaml's memory comes from: per-thread free lists (`CYAMLMemory`) when the four
/// allocation functions libyaml calls are the ones tokenc defines, the C library otherwise.
///
/// libyaml allocates each token's and event's strings separately and frees them soon after:
/// ~8 million `malloc`/`free` pairs for a 1,000-screen project, ~110 instructions a pair in glibc
/// (~10 % of a lint). Served from free lists a pair is ~30 instructions. Whether libyaml reaches
/// tokenc's functions depends on how it was linked, so it is checked once, the first time a parser
/// is made: a small document is parsed with the calls passed through to the C library and
/// counted, and the free lists are used only when libyaml called all four (``pooled``).
/// `TOKENC_LIBYAML_MEMORY=system` keeps the C library's.
enum LibYAMLMemory {
    /// Whether libyaml's small blocks come from the free lists (decided on first use).
    static var pooled: Bool { decision.pooled }

    /// The decision, with the calls counted to make it (none counted when opted out).
    static let decision: (pooled: Bool, counts: tokenc_yaml_memory_counts) = {
        if ProcessInfo.processInfo.environment["TOKENC_LIBYAML_MEMORY"] == "system" {
            return (false, tokenc_yaml_memory_counts())
        }
        let counts = countCalls()
        guard counts.malloc_calls > 0, counts.realloc_calls > 0, counts.strdup_calls > 0, counts.free_calls > 0 else {
            return (false, counts)
        }
        return (tokenc_yaml_memory_enable() == 1, counts)
    }()

    /// The calls libyaml makes to tokenc's four functions while parsing a small document (passed
    /// through to the C library meanwhile). A document start copies the default tag handles
    /// (`yaml_strdup`); a scalar longer than 16 bytes grows its buffer (`yaml_realloc`).
    static func countCalls() -> tokenc_yaml_memory_counts {
        _ = tokenc_yaml_memory_count_calls(1)
        let text = Array("check: a scalar longer than sixteen bytes\n".utf8)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        if yaml_parser_initialize(parser) != 0 {
            text.withUnsafeBufferPointer { bytes in
                yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
                var event = yaml_event_t()
                while yaml_parser_parse(parser, &event) != 0 {
                    let type = event.type
                    yaml_event_delete(&event)
                    if type == YAML_STREAM_END_EVENT { break }
                }
            }
            yaml_parser_delete(parser)
        }
        return tokenc_yaml_memory_count_calls(0)
    }

    /// `yaml_parser_initialize`, once the memory is decided; false when libyaml could not
    /// allocate its buffers.
    static func initialize(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> Bool {
        _ = pooled
        return yaml_parser_initialize(parser) != 0
    }

    /// Where libyaml's memory comes from in this process, for `--timings`.
    static var summary: String { pooled ? "free lists" : "the C library" }

    /// Frees a block of libyaml's (one it would free with `yaml_free`), wherever it came from.
    static func free(_ block: UnsafeMutableRawPointer?) {
        tokenc_yaml_memory_free(block)
    }
}
