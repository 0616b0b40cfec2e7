import FrameLab
import LabTables
import SwitchLayout
import Testing

/// A record whose fields need RFC 4180 quoting.
private struct Note: CSVRecord {
    static let csvHeader = ["name", "text"]
    var name: String
    var text: String
    var csvFields: [String] { [name, text] }
}

@Suite("CSV output")
struct CSVRecordTests {
    @Test("An attributes table is its header and one CRLF-terminated record per element")
    func attributesTable() throws {
        let attributes = LayoutAttributes(
            indexPath: IndexPath(item: 4, section: 1), elementKind: .cell,
            frame: Rect(x: 6, y: 92, width: 363, height: 74), alpha: 0.63, transitionProgress: 0.37,
            nextLayoutCellFrame: Rect(x: 131, y: 177, width: 113, height: 159), layoutState: .grid, transform: 0.96,
            cornerRadius: 16, zIndex: 1, contentSize: Size(width: 250, height: 150))
        let header =
            "kind,section,item,x,y,width,height,alpha,transition_progress,next_x,next_y,next_width,next_height,"
            + "scale,corner_radius,z_index,content_width,content_height"
        #expect([LayoutAttributes]().csvText() == header + "\r\n")
        #expect(
            [attributes].csvText()
                == header + "\r\n" + "cell,1,4,6,92,363,74,0.63,0.37,131,177,113,159,0.96,16,1,250,150\r\n")
        var plain = attributes
        plain.appearance = .identity
        #expect([plain].csvText().hasSuffix(",1,0,0,,\r\n"))
    }

    @Test("A frame's overlays follow its elements, with the same columns")
    func frameTable() throws {
        let overlay = Overlay(
            name: "card", frame: Rect(x: 0, y: 100, width: 375, height: 812), transform: 0.93, cornerRadius: 8,
            zIndex: 1)
        #expect(
            [FrameElement.overlay(overlay)].csvText().components(separatedBy: "\r\n")[1]
                == "overlay:card,,,0,100,375,812,1,,,,,,0.93,8,1,,")
    }

    @Test("Index paths and target content offsets have their own columns")
    func otherRecords() throws {
        #expect([IndexPath(item: 7, section: 2)].csvText() == "section,item\r\n2,7\r\n")
        let offsets = [
            TargetContentOffset(mapping: .anchored, offset: Point(x: 0, y: 17)),
            TargetContentOffset(mapping: .legacyDisplaySwitcher, offset: Point(x: 0, y: 171)),
        ]
        #expect(offsets.csvText() == "mapping,x,y\r\nanchored,0,17\r\nlegacy-display-switcher,0,171\r\n")
    }

    @Test("Fields with commas, quotes or line breaks are quoted as RFC 4180 says")
    func quoting() throws {
        let notes = [Note(name: "a,b", text: #"say "hi""#), Note(name: "plain", text: "two\nlines")]
        #expect(notes.csvText() == "name,text\r\n\"a,b\",\"say \"\"hi\"\"\"\r\nplain,\"two\nlines\"\r\n")
    }

    @Test("Content-offset mappings are named in kebab case, and found by name")
    func mappingNames() {
        #expect(ContentOffsetMapping.allCases.map(\.name) == ["anchored", "legacy-display-switcher"])
        for mapping in ContentOffsetMapping.allCases {
            #expect(ContentOffsetMapping(name: mapping.name) == mapping)
        }
        #expect(ContentOffsetMapping(name: "legacyDisplaySwitcher") == nil)
    }
}
