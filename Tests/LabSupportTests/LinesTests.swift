import LabSupport
import Testing

@Suite("Lines of text")
struct LinesTests {
    @Test(
        "A text's lines are those splitting it by Character gives, without empty ones",
        arguments: ["", "\n", "one", "one\n", "one\ntwo", "\none\n\ntwo\n\n", "é\nü 😀 two\n"])
    func matchesCharacterSplit(text: String) {
        #expect(text.lines == text.split(separator: "\n").map(String.init))
    }

    @Test("A carriage return stays on its line: the text is split at line feeds alone, byte by byte")
    func carriageReturn() {
        #expect("one\r\ntwo\r\n".lines == ["one\r", "two\r"])
    }
}
