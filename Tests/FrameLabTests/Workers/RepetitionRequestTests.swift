import FrameLab
import Testing

@Suite("Worker requests")
struct RepetitionRequestTests {
    @Test("A worker request is `play HZ REPETITION`, and nothing else parses")
    func request() {
        #expect(RepetitionRequest(line: "play 60 3") == RepetitionRequest(refreshRate: 60, repetition: 3))
        #expect(RepetitionRequest(refreshRate: 120, repetition: 0).line == "play 120 0")
        for bad in ["play 60", "play 0 1", "play 60 -1", "stop 60 1", "play 60 1 2", ""] {
            #expect(RepetitionRequest(line: Substring(bad)) == nil, "\(bad)")
        }
    }
}
