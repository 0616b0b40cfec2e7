import Foundation
import RunRecords
import TestSupport
import Testing

@Suite("The run's CSV files")
struct RunCSVFileTests {
    @Test("frames.csv has the core columns, over_budget as 0 or 1, then changes_layout")
    func frames() throws {
        let header = """
            scenario,implementation,items,refresh_hz,repetition,frame,progress,offset_x,offset_y,visible,\
            work_ns,budget_ns,over_budget,alloc_count,alloc_bytes,max_abs_error,set_mismatches,changes_layout
            """
        #expect(FrameRecord.csvHeader.joined(separator: ",") == header)
        var record = FrameRecord.fixture(repetition: 2, frame: 7, workMilliseconds: 20, allocationCount: 3)
        record.progress = 0.25
        record.offsetY = 1234.5
        #expect(
            record.csvFields.joined(separator: ",")
                == "list-scroll,optimized,100000,60,2,7,0.25,0,1234.5,11,20000000,16666667,1,3,0,0,0,0")
        #expect(FrameRecord.fixture(workMilliseconds: 1, changesLayout: true).csvFields.last == "1")
        #expect(FrameRecord.fixture(workMilliseconds: 1).csvFields[12] == "0")
    }

    @Test("summary.csv has the core columns, then the lab's own; a missing value is empty")
    func summary() throws {
        let header = """
            scenario,implementation,items,refresh_hz,frames,p50_ms,p90_ms,p99_ms,max_ms,over_budget,\
            hitch_ms_per_s,allocs_per_frame,speedup_vs_reference,speedup_vs_cached,max_abs_error,set_mismatches,status,\
            jank_frames,max_overrun_ms,worst_second_hitch_ms,bytes_allocated_per_frame,gb_per_s,percent_of_memcpy,\
            steady_p99_ms,steady_max_allocs,worst_frame_ms,max_layout_change_ms,layout_bytes_per_item,\
            speedup_vs_reference_low,speedup_vs_reference_high,speedup_vs_cached_low,speedup_vs_cached_high,\
            percent_of_memcpy_low,percent_of_memcpy_high,caches
            """
        #expect(FrameSummary.csvHeader.joined(separator: ",") == header)
        // At 100 Hz the budget is 10 ms: two frames 30 ms over it in 30 ms of scenario time.
        let summary = FrameSummary.summaries(of: .fixtures(refreshRate: 100, workMilliseconds: [2, 40, 40]))[0]
        #expect(
            summary.csvFields.joined(separator: ",")
                == "list-scroll,optimized,100000,100,3,40,40,40,40,2,2000,0,,,0,0,verified,2,30,60,0,,,40,0,40,,,,,,,,,evicted"
        )
    }

    @Test("caches says evicted where a mirror ran beside every frame, warm where one frame had none")
    func caches() {
        let expected: [(FrameVerification, FrameVerification, String)] = [
            (.compare, .compare, "evicted"), (.mirrorOnly, .mirrorOnly, "evicted"), (.none, .none, "warm"),
            (.compare, .none, "warm"),
        ]
        for (first, second, caches) in expected {
            var records: [FrameRecord] = .fixtures(workMilliseconds: [1, 2])
            records[0].verification = first
            records[1].verification = second
            #expect(FrameSummary.summaries(of: records)[0].csvFields.last == caches, "\(first), \(second)")
        }
    }

    @Test("A table written to a file is the table csvText() prints")
    func writtenFile() throws {
        try withTemporaryDirectory { directory in
            let records = (0..<3000).map {
                FrameRecord.fixture(scenario: "a, \"quoted\"", frame: $0, workMilliseconds: 1)
            }
            let file = directory.appending(path: "frames.csv")
            try records.writeCSV(to: file)
            #expect(try String(contentsOf: file, encoding: .utf8) == records.csvText())
            // Past the writer's 64 KiB blocks, every record still whole, its first field quoted.
            let lines = records.map { record in
                (["\"a, \"\"quoted\"\"\""] + record.csvFields.dropFirst()).joined(separator: ",") + "\r\n"
            }
            let expected = FrameRecord.csvHeader.joined(separator: ",") + "\r\n" + lines.joined()
            #expect(expected.utf8.count > 3 << 16)
            #expect(records.csvText() == expected)
            let read = try FrameRecordFile.read(from: file.path)
            #expect(read.map(\.frame) == records.map(\.frame))
            #expect(read.allSatisfy { $0.scenario == "a, \"quoted\"" })
        }
    }

    @Test("A file that cannot be created is an error naming it")
    func unwritableFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "missing/frames.csv")
            #expect {
                try [FrameRecord.fixture(workMilliseconds: 1)].writeCSV(to: file)
            } throws: { error in
                "\(error)".hasPrefix(file.path)
            }
        }
    }
}
