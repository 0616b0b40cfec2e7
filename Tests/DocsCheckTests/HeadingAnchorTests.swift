import DocsCheck
import Testing

@Suite("Heading anchors, as GitHub makes them")
struct HeadingAnchorTests {
    @Test("Lowercase, punctuation dropped, each space a hyphen, link targets dropped")
    func slugs() {
        #expect(
            HeadingAnchor.slug("Change points: `framelab history --changes`")
                == "change-points-framelab-history---changes")
        #expect(HeadingAnchor.slug("`summary.csv`: one row per scenario") == "summarycsv-one-row-per-scenario")
        #expect(HeadingAnchor.slug("Item transitions (the [card](x.md))") == "item-transitions-the-card")
        #expect(HeadingAnchor.slug("Bytes per_item, 1 000 ≤ N") == "bytes-per_item-1-000--n")
    }

    @Test("A repeated heading's anchor is numbered")
    func repeated() {
        #expect(HeadingAnchor.anchors(of: ["Usage", "Usage", "Usage"]) == ["usage", "usage-1", "usage-2"])
    }
}
