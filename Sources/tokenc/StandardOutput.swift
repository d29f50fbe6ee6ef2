import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to standard output straight from the string's bytes: a document of 100,000
/// tokens is 25 MB, and copying it into `Data` first would double the memory it takes.
func writeStandardOutput(_ text: String) {
    var text = text
    text.withUTF8(writeStandardOutput)
}

/// Writes bytes to standard output, all of them unless the output is closed.
func writeStandardOutput(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard var next = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
        let written = write(STDOUT_FILENO, next, left)
        if written < 0 {
            if errno == EINTR { continue }
            return  // a closed pipe (`tokenc resolve | head`): nothing more to say
        }
        next += written
        left -= written
    }
}
