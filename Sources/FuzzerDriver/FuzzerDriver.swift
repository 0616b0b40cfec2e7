import Foundation

#if LIBFUZZER
/// libFuzzer's driver (`libclang_rt.fuzzer`): parses libFuzzer's flags from `argc` and `argv`
/// and runs `testOneInput` on every input it makes or reads; returns the exit status.
@_extern(c, "LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// The command of a libFuzzer target, shared by the fuzzers. Built by `make fuzz` or
/// `make fuzz-json` with `-sanitize=fuzzer`, `-DLIBFUZZER` and the experimental feature `Extern`
/// (for `@_extern(c)`), it hands control to libFuzzer; built plainly (as `swift build` does), it
/// replays the input files named on the command line, to reproduce a finding without libFuzzer.
public enum FuzzerDriver {
    /// Runs the command with the process's arguments and exits: in a fuzz build, libFuzzer's
    /// (`TARGET [libFuzzer flags] [corpus directories]`), calling `testOneInput` (the target's
    /// `LLVMFuzzerTestOneInput`) with each input; else `TARGET FILE…`, calling `replay` with
    /// each file's path and contents.
    public static func run(
        _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt,
        replay: (_ path: String, _ input: Data) -> Void
    ) -> Never {
        #if LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, testOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let input = FileManager.default.contents(atPath: path) else {
                fatalError("cannot read \(path)")
            }
            replay(path, input)
        }
        exit(0)
        #endif
    }
}
