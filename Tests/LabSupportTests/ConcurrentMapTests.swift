import LabSupport
import Testing

@Suite("Concurrent map")
struct ConcurrentMapTests {
    @Test("Each element's result comes back in the elements' order, as map's does", arguments: [0, 1, 2, 7, 1000])
    func matchesMap(count: Int) {
        let values = (0..<count).map { "value \($0)" }
        let transform: @Sendable (String) -> [String] = { [$0, String($0.reversed())] }
        #expect(values.concurrentMap(transform) == values.map(transform))
    }
}
