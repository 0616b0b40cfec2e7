import Foundation
import FuzzerDriver
import StrictJSON

// The JSON syntax validator's fuzz target (`make fuzz-json`): a crash, a hang or a broken
// promise stops it.

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

/// The command: libFuzzer's in a fuzz build, else `JSONFuzzer FILE…`, which checks each file as
/// one document.
@main
enum JSONFuzzer {
    /// Runs the command with the process's arguments.
    static func main() {
        FuzzerDriver.run(testOneInput) { path, json in
            check(json)
            print("\(path): checked")
        }
    }
}
