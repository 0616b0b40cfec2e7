import Foundation
import LabHistory
import LabProcesses
import TestSupport
import Testing

@Suite("What framelab history prints")
struct HistoryListingTests {
    /// What `listing` writes from a history of two sample runs (none when `empty`): standard
    /// output, then the progress lines but the one saying that no branch was searched (the folder
    /// is no clone: `BranchChainTests` checks that line).
    func written(_ listing: HistoryListing, empty: Bool = false) throws -> (output: String, progress: [String]) {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            if !empty {
                let store = try HistoryStore(location)
                _ = try store.record(.sample(name: "a", rows: 1))
                _ = try store.record(.sample(name: "b", rows: 1, seed: 2))
            }
            var output = ""
            var progress: [String] = []
            try listing.write(
                from: location, repository: Git(in: folder), output: { output += $0 }, progress: { progress.append($0) }
            )
            return (output, progress.filter { !$0.hasPrefix("history: git gives no commits here") })
        }
    }

    @Test("An empty history says how to fill it and prints nothing")
    func empty() throws {
        let (output, progress) = try written(
            HistoryListing(selection: HistorySelection(), format: .table, listsChanges: false), empty: true)
        #expect(output.isEmpty)
        #expect(
            progress.count == 1
                && progress[0].hasSuffix("yet: make bench records one, framelab history import records run folders"))
    }

    @Test("Series print as a table, CSV or JSON; nothing selected says so")
    func formats() throws {
        let selection = HistorySelection(metrics: ["p50_ms"])
        let table = try written(HistoryListing(selection: selection, format: .table, listsChanges: false))
        #expect(table.output.contains("p50_ms") && table.output.contains("switch-list-to-grid"))
        let csv = try written(HistoryListing(selection: selection, format: .csv, listsChanges: false))
        #expect(csv.output.hasPrefix("scenario,implementation,items,refresh_hz,metric,runner,"))
        #expect(csv.output.hasSuffix("\r\n"))
        let json = try written(HistoryListing(selection: selection, format: .json, listsChanges: false))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [Any]
        #expect(decoded?.count == 1)
        let none = try written(
            HistoryListing(selection: HistorySelection(items: 7), format: .table, listsChanges: false))
        #expect(none.output.isEmpty && none.progress == ["no recorded runs match"])
    }

    @Test("A page of trend charts is written instead, and its path said")
    func page() throws {
        try withTemporaryDirectory { folder in
            let listing = HistoryListing(
                selection: HistorySelection(), format: .csv, pageFolder: folder.appending(path: "trends"),
                listsChanges: false)
            let (output, progress) = try written(listing)
            let page = folder.appending(path: "trends/index.html")
            #expect(output.isEmpty)
            #expect(progress == ["wrote \(page.path) (1 series, 0 change points)"])
            #expect(try String(contentsOf: page, encoding: .utf8).contains("<svg"))
        }
    }

    @Test("Change points are listed with how many rows and metrics were searched")
    func changes() throws {
        let (output, progress) = try written(
            HistoryListing(selection: HistorySelection(), format: .table, listsChanges: true))
        #expect(progress == ["0 change points in 1 rows × 3 metrics"], "\(output)")
        let csv = try written(HistoryListing(selection: HistorySelection(), format: .csv, listsChanges: true))
        #expect(csv.progress.isEmpty && csv.output.hasSuffix("\r\n"))
    }
}
