import LabHistory
import LabSupport
import Testing

@Suite("libpq, loaded when a PostgreSQL history opens")
struct LibPQTests {
    @Test("A libpq that does not load is an error naming what was tried and how to install it")
    func missingLibrary() {
        let error = #expect(throws: FrameLabError.self) { try LibPQ(from: ["libpq-not-installed.so.5"]) }
        #expect(error?.message.contains("libpq-not-installed.so.5") == true, "\(String(describing: error))")
        #expect(error?.message.contains("apt-get install libpq5") == true)
    }

    #if os(Linux)
    @Test("A library without libpq's functions is refused, the missing one named")
    func notLibpq() {
        let error = #expect(throws: FrameLabError.self) { try LibPQ(from: ["libc.so.6"]) }
        #expect(
            error?.message.contains("libc.so.6 has no function PQconnectdbParams") == true,
            "\(String(describing: error))")
    }
    #endif
}
