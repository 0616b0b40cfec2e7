import Foundation
import Testing

@Suite("The framelab command line")
struct FramelabCommandTests {
    private let displaySwitcher = "Examples/display-switcher.json"

    @Test("the subcommands' names, as each command's configuration writes them")
    func subcommandNames() throws {
        func names(_ arguments: [String]) throws -> [String] {
            let help = try FramelabRun(arguments + ["--help"]).standardOutput
            let listing = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
            // The listing's lines up to the blank line before "See 'framelab help …'", each
            // a name then its abstract; an abstract's continuation lines are indented further.
            let lines = listing.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            return lines.prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.map {
                String($0.split(separator: " ")[0])
            }
        }
        #expect(
            try names([]) == [
                "attributes", "frame", "content-offset", "hit-test", "run", "scenarios", "report", "compare", "history",
                "gate", "bisect",
            ])
        #expect(
            try names(["history"]) == [
                "show", "acknowledge", "detection-quality", "export", "import", "prune", "windows",
            ])
    }

    #if os(Linux)
    @Test("framelab starts without libpq, which a PostgreSQL history loads when it opens")
    func startsWithoutLibpq() throws {
        let ldd = try FramelabRun([FramelabRun.executable.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
        #expect(ldd.status == 0)
        #expect(ldd.standardOutput.contains("libswiftCore"))
        #expect(!ldd.standardOutput.contains("libpq"), "\(ldd.standardOutput)")
    }
    #endif

    @Test("attributes --state list: DisplaySwitcher's list, item i at (6, 6 + 86i, 363, 74)")
    func listAttributes() throws {
        let run = try FramelabRun(["attributes", displaySwitcher, "--state", "list"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(
            run.records.first
                == "kind,section,item,x,y,width,height,alpha,transition_progress,next_x,next_y,next_width,next_height,"
                + "scale,corner_radius,z_index,content_width,content_height")
        #expect(
            run.rows == (0..<10).map { "cell,0,\($0),6,\(6 + 86 * $0),363,74,1,0,6,\(6 + 86 * $0),363,74,1,0,0,," })
    }

    @Test("attributes --state grid: item i at (125·(i mod 3) + 6, 171·(i div 3) + 6, 113, 159)")
    func gridAttributes() throws {
        let run = try FramelabRun(["attributes", displaySwitcher, "--state", "grid"])
        #expect(run.status == 0)
        let cells = (0..<10).map { item in
            let frame = "\(125 * (item % 3) + 6),\(171 * (item / 3) + 6),113,159"
            return "cell,0,\(item),\(frame),1,0,\(frame),1,0,0,,"
        }
        #expect(run.rows == cells)
    }

    @Test("attributes mid-transition, in a rect")
    func transitionAttributes() throws {
        let run = try FramelabRun([
            "attributes", displaySwitcher, "--from", "list", "--to", "grid", "--progress", "0.5", "--rect",
            "0,0,375,100",
        ])
        #expect(run.status == 0)
        #expect(
            run.rows == [
                "cell,0,0,6,6,238,116.5,1,0.5,6,6,113,159,1,0,0,,",
                "cell,0,1,68.5,49,238,116.5,1,0.5,131,6,113,159,1,0,0,,",
                "cell,0,2,131,92,238,116.5,1,0.5,256,6,113,159,1,0,0,,",
            ])
    }

    @Test("frame: one frame of a scenario, its cells and then its overlays")
    func frameOfAScenario() throws {
        let run = try FramelabRun(["frame", "card-present-dismiss", "--time", "1.5", "--items", "1000"])
        #expect(run.status == 0)
        #expect(run.standardError.hasPrefix("frame 89 at 1.5 s"))
        let cells = run.rows.filter { $0.hasPrefix("cell,") }
        #expect(cells.count == 2)
        let alphas = cells.map { $0.split(separator: ",", omittingEmptySubsequences: false)[7] }
        #expect(alphas.sorted() == ["0", "1"], "the presented card's cell is hidden")
        // 1.5 s: touched at 0.5, tapped at 1.0, the card presented within T ≤ 0.9 s of it.
        #expect(run.rows.last?.hasPrefix("overlay:card,,,0,") == true)
        #expect(run.rows.last?.hasSuffix(",375,812,1,,,,,,1,0,1,,") == true)
        let refused = try FramelabRun(["frame", "card-present-dismiss", "--time=-1"])
        #expect(refused.status == 2 && refused.standardError.contains("--time -1 is invalid"))
    }

    @Test("content-offset: DisplaySwitcher's list → grid at 258 scrolls to 171")
    func contentOffset() throws {
        let run = try FramelabRun([
            "content-offset", displaySwitcher, "--from", "list", "--to", "grid", "--offset", "0,258", "--mapping",
            "legacy-display-switcher",
        ])
        #expect(run.status == 0)
        #expect(run.records == ["mapping,x,y", "legacy-display-switcher,0,171"])
        let both = try FramelabRun([
            "content-offset", displaySwitcher, "--from", "list", "--to", "grid", "--offset", "0,258",
        ])
        #expect(both.records == ["mapping,x,y", "anchored,0,17", "legacy-display-switcher,0,171"])
    }

    @Test("hit-test: the cell at a point, or the header alone and a note")
    func hitTest() throws {
        let hit = try FramelabRun(["hit-test", displaySwitcher, "--state", "grid", "--point", "140,180"])
        #expect(hit.status == 0)
        #expect(hit.records == ["section,item", "0,4"])
        let miss = try FramelabRun(["hit-test", displaySwitcher, "--state", "grid", "--point", "128,10"])
        #expect(miss.status == 0)
        #expect(miss.records == ["section,item"])
        #expect(miss.standardError == "no item at (128, 10)\n")
    }

    @Test(
        "Bad input is one error line on standard error, exit status 2 and nothing on standard output",
        arguments: [
            ("attributes Examples/display-switcher.json --state list --rect 1,2,3", "'1,2,3' is invalid for '--rect"),
            ("attributes Examples/display-switcher.json --state list --rect 0,0,-5,10", "width is negative"),
            ("attributes Examples/display-switcher.json --from list --to grid --progress nan", "'nan' is invalid"),
            ("attributes Examples/display-switcher.json --state list --from grid", "--state cannot be combined"),
            ("attributes Examples/display-switcher.json --from list", "a transition needs all of --from, --to"),
            ("attributes Examples/missing.json --state list", "Examples/missing.json: no such file"),
            ("attributes Examples --state list", "Examples: is a directory"),
            ("hit-test Examples/display-switcher.json --state list", "Missing expected argument '--point"),
            (
                "content-offset Examples/sections.json --from list --to grid --offset 0,0 --viewport 9,-1",
                "height is negative"
            ),
        ])
    func badInput(commandLine: String, message: String) throws {
        let run = try FramelabRun(commandLine.split(separator: " ").map(String.init))
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("A bad layout description is one error line naming the file and the field")
    func badDescription() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-\(UUID()).json")
        let json =
            #"{"boundsSize": {"width": 375, "height": 667}, "sections": [], "list": {"cellHeight": 80}, "grid": {"colums": 3}}"#
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try FramelabRun(["attributes", file.path, "--state", "grid"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: \(file.path): grid.colums: unknown key; expected one of columns"))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }
}
