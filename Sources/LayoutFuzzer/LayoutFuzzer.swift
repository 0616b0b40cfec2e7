import Foundation
import LayoutFuzzing

// The differential fuzz target. Built by `make fuzz` with `-sanitize=fuzzer`, `-DLIBFUZZER` and
// the experimental feature `Extern` (for `@_extern(c)`), `main` hands control to libFuzzer, which
// calls `LLVMFuzzerTestOneInput` with each input it makes; any disagreement crashes, which
// libFuzzer records. Built plainly (as `swift build` does), it replays the input files named on
// the command line, to reproduce a crash without libFuzzer.

/// Checks that the optimized kernels agree with the reference on `transition`; on any
/// disagreement, stops the process with the case and every disagreement described.
func check(_ transition: FuzzedTransition) {
    let disagreements = transition.disagreements()
    if !disagreements.isEmpty {
        fatalError("\(transition)\n" + disagreements.joined(separator: "\n"))
    }
}

/// libFuzzer's entry point: checks the `count` bytes at `data` as one fuzz input. Returns 0, as
/// libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    check(FuzzedTransition(bytes: UnsafeBufferPointer(start: data, count: count)))
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

/// The command: libFuzzer's (`LayoutFuzzer [libFuzzer flags] [corpus directories]`) in a fuzz
/// build, else `LayoutFuzzer FILE…`, which prints each file decoded and checks it as one input.
@main
enum LayoutFuzzer {
    /// Runs the command with the process's arguments.
    static func main() {
        #if LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { data, count in testOneInput(data, count) })
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let input = FileManager.default.contents(atPath: path) else {
                fatalError("cannot read \(path)")
            }
            let transition = FuzzedTransition(bytes: input)
            print("\(path): \(transition)")
            check(transition)
            print("\(path): agrees")
        }
        #endif
    }
}
