import Foundation
import FrameLab

// The JSON syntax validator's fuzz target. Built by `make fuzz-json` with `-sanitize=fuzzer`,
// `-DLIBFUZZER` and the experimental feature `Extern`, `main` hands control to libFuzzer, which
// calls `LLVMFuzzerTestOneInput` with each document it makes; a crash, a hang or a broken
// promise stops it. Built plainly, it replays the files named on the command line.

/// Validates `json` and stops the process if the validator broke its promise: every document it
/// passes, Foundation's parser reads (it exists to report Foundation's errors first, with where
/// they are).
func check(_ json: Data) {
    do {
        try JSONSyntaxValidator.validate(json)
    } catch {
        return
    }
    do {
        _ = try JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)
    } catch {
        fatalError("the validator passed a document Foundation refuses (\(error)): \(Array(json))")
    }
}

/// libFuzzer's entry point: checks the `count` bytes at `data` as one document. Returns 0, as
/// libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    check(data.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

#if LIBFUZZER
/// libFuzzer's driver (`libclang_rt.fuzzer`): parses libFuzzer's flags from `argc` and `argv`
/// and runs `testOneInput` on every input it makes or reads; returns the exit status.
@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// The command: libFuzzer's (`JSONFuzzer [libFuzzer flags] [corpus directories]`) in a fuzz
/// build, else `JSONFuzzer FILE…`, which checks each file as one document.
@main
enum JSONFuzzer {
    /// Runs the command with the process's arguments.
    static func main() {
        #if LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { data, count in testOneInput(data, count) })
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let json = FileManager.default.contents(atPath: path) else {
                fatalError("cannot read \(path)")
            }
            check(json)
            print("\(path): checked")
        }
        #endif
    }
}
