import LabTables

extension FrameSummary: CSVRecord {
    /// The summary key, then the core columns (frame work in ms, hitch time ratio in ms/s),
    /// then the lab's own (overruns in ms, bandwidth in GB/s, the steady-state frames' p99 in ms
    /// and most allocations, the worst frame and worst layout-changing frame in ms, the layouts'
    /// bytes per item, the 95 % confidence intervals of the speedups and the percentage of the
    /// bound, whether the caches were evicted between frames); a column without a value (no
    /// reference, cached peer or bound in the run, no output buffer) is empty.
    package static let csvHeader =
        SummaryKey.csvHeader + [
            "frames", "p50_ms", "p90_ms", "p99_ms", "max_ms", "over_budget", "hitch_ms_per_s", "allocs_per_frame",
            "speedup_vs_reference", "speedup_vs_cached", "max_abs_error", "set_mismatches", "status", "jank_frames",
            "max_overrun_ms",
            "worst_second_hitch_ms", "bytes_allocated_per_frame", "gb_per_s", "percent_of_memcpy", "steady_p99_ms",
            "steady_max_allocs", "worst_frame_ms", "max_layout_change_ms", "layout_bytes_per_item",
            "speedup_vs_reference_low", "speedup_vs_reference_high", "speedup_vs_cached_low", "speedup_vs_cached_high",
            "percent_of_memcpy_low", "percent_of_memcpy_high", "caches",
        ]

    /// The columns that hold words, not numbers: the status and the caches.
    package static let textColumns = ["status", "caches"]

    package var csvFields: [String] {
        key.csvFields + [String(frames)]
            + [p50Milliseconds, p90Milliseconds, p99Milliseconds, maximumMilliseconds].map(\.compactDescription)
            + [String(overBudgetFrames), hitchMillisecondsPerSecond.compactDescription]
            + [allocationsPerFrame.compactDescription]
            + [speedupVersusReference, speedupVersusCached].map { $0?.compactDescription ?? "" }
            + [maximumAbsoluteError.compactDescription, String(setMismatches), status.rawValue, String(jankFrames)]
            + [maximumOverrunMilliseconds, worstSecondHitchMilliseconds, bytesAllocatedPerFrame].map(
                \.compactDescription)
            + [gigabytesPerSecond, percentOfMemcpy, steadyStateP99Milliseconds].map { $0?.compactDescription ?? "" }
            + [steadyStateMaximumAllocations.map(String.init) ?? "", worstFrameMilliseconds.compactDescription]
            + [maximumLayoutChangeMilliseconds, layoutBytesPerItem].map { $0?.compactDescription ?? "" }
            + [
                speedupVersusReferenceInterval?.lowerBound, speedupVersusReferenceInterval?.upperBound,
                speedupVersusCachedInterval?.lowerBound, speedupVersusCachedInterval?.upperBound,
                percentOfMemcpyInterval?.lowerBound, percentOfMemcpyInterval?.upperBound,
            ].map { $0?.compactDescription ?? "" }
            + [caches.rawValue]
    }
}
