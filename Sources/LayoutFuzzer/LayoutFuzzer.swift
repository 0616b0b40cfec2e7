import Foundation
import FuzzerDriver
import LayoutFuzzing

// The differential fuzz target (`make fuzz`): any disagreement crashes, which libFuzzer records.

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

/// The command: libFuzzer's in a fuzz build, else `LayoutFuzzer FILE…`, which prints each file
/// decoded and checks it as one input.
@main
enum LayoutFuzzer {
    /// Runs the command with the process's arguments.
    static func main() {
        FuzzerDriver.run(testOneInput) { path, input in
            let transition = FuzzedTransition(bytes: input)
            print("\(path): \(transition)")
            check(transition)
            print("\(path): agrees")
        }
    }
}
