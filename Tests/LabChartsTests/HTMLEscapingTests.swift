import LabCharts
import Testing

@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test("Each character HTML gives a meaning is escaped, wherever it stands; other text is kept as it is")
    func escapesTheFiveCharacters() {
        #expect("a < b & c > d".htmlEscaped == "a &lt; b &amp; c &gt; d")
        #expect(#"say "hi" it's"#.htmlEscaped == "say &quot;hi&quot; it&#39;s")
        #expect("<".htmlEscaped == "&lt;")
        #expect("µs – 6.31 · ok".htmlEscaped == "µs – 6.31 · ok")
        #expect("e\u{301}<".htmlEscaped == "e\u{301}&lt;")
        #expect("".htmlEscaped == "")
    }
}
