import RegressionGate
import Testing

@Suite("Why valgrind failed")
struct CallgrindCounterTests {
    /// valgrind 3.19's standard error on a `TARGET_CPU=skylake-avx512` build of framelab (its
    /// summary lines, which the error quotes, say nothing of the cause).
    static let avx512Errors = """
        vex amd64->IR: unhandled instruction bytes: 0x62 0xF1 0xF7 0x8 0xC2 0xC8 0x2 0x62 0xF1 0xFF
        vex amd64->IR:   REX=0 REX.W=0 REX.R=0 REX.X=0 REX.B=0
        ==25361== valgrind: Unrecognised instruction at address 0x797cd6.
        ==25215== LL refs:       0  (0 rd + 0 wr)
        ==25215== LL misses:     0  (0 rd + 0 wr)
        ==25215== LL miss rate:  0.0% (0.0%   + 0.0%  )
        """

    @Test func anInstructionValgrindCannotDecodeNamesTheBuildFlag() {
        let cause = CallgrindCounter.likelyCause(status: 4, errors: Self.avx512Errors)
        #expect(cause.contains("TARGET_CPU=skylake-avx512"))
    }

    @Test func aMissingValgrindSaysHowToInstallIt() {
        #expect(CallgrindCounter.likelyCause(status: 127, errors: "").contains("make dependencies"))
    }

    @Test func anotherFailureNamesNoCause() {
        #expect(CallgrindCounter.likelyCause(status: 1, errors: "==1== error: file not found") == "")
    }
}
