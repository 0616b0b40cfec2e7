import Histogram
import LabStatistics
import SwitchLayout

extension FrameSummary {
    /// The summaries of a run's frame records, one per scenario, implementation, size and refresh
    /// rate, ordered by scenario (in the order the records first name them), items, refresh rate
    /// and implementation (reference, optimized, scalar, c, memcpy, then any other by name).
    ///
    /// Speedups (with their confidence intervals) and percentages of the bandwidth bound compare
    /// rows of the same scenario, size and refresh rate; the bytes per item of a row come from the footprint of its scenario,
    /// implementation and size, if there is one.
    package static func summaries(of records: [FrameRecord], footprints: [LayoutFootprint] = []) -> [FrameSummary] {
        let scenarioRanks = records.reduce(into: [String: Int]()) { ranks, record in
            ranks[record.scenario] = ranks[record.scenario] ?? ranks.count
        }
        var summaries = Dictionary(grouping: records, by: SummaryKey.init).values.map(FrameSummary.init)
        summaries.sort { first, second in
            func order(_ key: SummaryKey) -> (Int, Int, Int, Int, String) {
                (
                    scenarioRanks[key.scenario]!, key.items, key.refreshRate, implementationRank(key.implementation),
                    key.implementation
                )
            }
            return order(first.key) < order(second.key)
        }
        let medians = Dictionary(uniqueKeysWithValues: summaries.map { ($0.key, $0.p50Milliseconds) })
        let workByRepetition = records.reduce(into: [SummaryKey: [Int: [UInt64]]]()) { work, record in
            work[SummaryKey(record), default: [:]][record.repetition, default: []].append(record.workNanoseconds)
        }
        for index in summaries.indices {
            func ratio(of implementation: LabImplementation) -> Double? {
                var key = summaries[index].key
                key.implementation = implementation.rawValue
                let median = summaries[index].p50Milliseconds
                return median > 0 ? medians[key].map { $0 / median } : nil
            }
            let key = summaries[index].key
            summaries[index].layoutBytesPerItem =
                footprints.first {
                    $0.scenario == key.scenario && $0.implementation == key.implementation && $0.items == key.items
                }?.bytesPerItem
            summaries[index].speedupVersusReference = ratio(of: .reference)
            func interval(of implementation: LabImplementation) -> ClosedRange<Double>? {
                var peer = key
                peer.implementation = implementation.rawValue
                guard peer != key, let work = workByRepetition[peer] else { return nil }
                return RatioInterval.of(numerator: work, denominator: workByRepetition[key]!)
            }
            summaries[index].speedupVersusReferenceInterval = interval(of: .reference)
            summaries[index].percentOfMemcpyInterval = interval(of: .memcpy).map {
                $0.lowerBound * 100...$0.upperBound * 100
            }
            summaries[index].speedupVersusCached = ratio(of: .cached)
            summaries[index].speedupVersusCachedInterval = interval(of: .cached)
            summaries[index].percentOfMemcpy = ratio(of: .memcpy).map { $0 * 100 }
        }
        return summaries
    }

    /// The implementation's place in a summary's order: the lab's own in their order, others
    /// after them.
    private static func implementationRank(_ implementation: String) -> Int {
        LabImplementation.allCases.firstIndex { $0.rawValue == implementation } ?? LabImplementation.allCases.count
    }

    /// The summary of `records`, all with the same key, without the columns relative to other
    /// rows.
    private init(_ records: [FrameRecord]) {
        let sortedWork = records.map(\.workNanoseconds).sorted()
        let work = Histogram<UInt64>(of: sortedWork)
        let steadyState = records.filter { !$0.changesLayout }
        let overruns = records.map(\.overrunNanoseconds)
        let scenarioNanoseconds = records.map(\.budgetNanoseconds).reduce(0, +)
        let maximumAbsoluteError = records.map(\.maximumAbsoluteError).max()!
        let setMismatches = records.map(\.setMismatches).reduce(0, +)
        let p50Milliseconds = milliseconds(work.valueAtPercentile(50, sorted: sortedWork))
        let writtenBytes = records.compactMap(\.outputBytes)
        let outputBytes = writtenBytes.count == records.count ? Self.mean(writtenBytes) : 0

        key = SummaryKey(records[0])
        frames = records.count
        self.p50Milliseconds = p50Milliseconds
        p90Milliseconds = milliseconds(work.valueAtPercentile(90, sorted: sortedWork))
        p99Milliseconds = milliseconds(work.valueAtPercentile(99, sorted: sortedWork))
        maximumMilliseconds = milliseconds(work.maxRecorded)
        overBudgetFrames = records.count(where: \.isOverBudget)
        hitchMillisecondsPerSecond = Double(overruns.reduce(0, +)) / Double(scenarioNanoseconds) * 1000
        allocationsPerFrame = Self.mean(records.map(\.allocationCount))
        self.maximumAbsoluteError = maximumAbsoluteError
        self.setMismatches = setMismatches
        status =
            switch LabImplementation(rawValue: key.implementation) {
            case .reference: .reference
            case .memcpy: .bound
            default:
                !records.allSatisfy(\.isComparedWithReference)
                    ? .unverified
                    : setMismatches == 0 && maximumAbsoluteError <= Agreement.frameTolerance ? .verified : .mismatch
            }
        caches = records.allSatisfy { $0.verification != .none } ? .evicted : .warm
        jankFrames = records.count { $0.workNanoseconds > 2 * $0.budgetNanoseconds }
        maximumOverrunMilliseconds = milliseconds(overruns.max()!)
        worstSecondHitchMilliseconds = milliseconds(Self.worstSecondOverrun(of: records))
        bytesAllocatedPerFrame = Self.mean(records.map(\.allocatedBytes))
        gigabytesPerSecond = outputBytes > 0 ? outputBytes / p50Milliseconds / 1e6 : nil
        steadyStateP99Milliseconds =
            steadyState.isEmpty ? nil : milliseconds(Self.percentile(99, of: Self.frameMedians(of: steadyState)))
        steadyStateMaximumAllocations = steadyState.map(\.allocationCount).max()
        worstFrameMilliseconds = milliseconds(Self.frameMedians(of: records).max()!)
        let layoutChanges = records.filter(\.changesLayout)
        maximumLayoutChangeMilliseconds =
            layoutChanges.isEmpty ? nil : milliseconds(Self.frameMedians(of: layoutChanges).max()!)
    }

    /// Each frame index's median work across the repetitions of `records` (the mean of the
    /// middle two for an even count), in ns: a frame's cost without the preemption that lands
    /// on it in one repetition and not the others.
    private static func frameMedians(of records: [FrameRecord]) -> [UInt64] {
        Dictionary(grouping: records, by: \.frame).values.map { frame in
            let work = frame.map(\.workNanoseconds).sorted()
            let middle = work.count / 2
            return work.count % 2 == 1 ? work[middle] : (work[middle - 1] + work[middle]) / 2
        }
    }

    /// The `percentile` (0–100) of `values`, from an HdrHistogram.
    private static func percentile(_ percentile: Double, of values: [UInt64]) -> UInt64 {
        let sorted = values.sorted()
        return Histogram<UInt64>(of: sorted).valueAtPercentile(percentile, sorted: sorted)
    }

    /// The most work past the budget, in ns, over any run of consecutive frames of one
    /// repetition that spans one second: as many frames as the refresh rate, or the whole
    /// repetition when it is shorter.
    private static func worstSecondOverrun(of records: [FrameRecord]) -> UInt64 {
        Dictionary(grouping: records, by: \.repetition).values.map { repetition in
            let overruns = repetition.sorted { $0.frame < $1.frame }.map(\.overrunNanoseconds)
            let window = min(repetition[0].refreshRate, overruns.count)
            var sum = overruns[..<window].reduce(0, +)
            var worst = sum
            for end in overruns.indices.dropFirst(window) {
                sum = sum + overruns[end] - overruns[end - window]
                worst = max(worst, sum)
            }
            return worst
        }.max()!
    }

    /// The mean of `values`, which are not empty.
    private static func mean<Value: BinaryInteger>(_ values: [Value]) -> Double {
        values.reduce(0.0) { $0 + Double($1) } / Double(values.count)
    }
}

extension FrameRecord {
    /// The frame's work past its budget, in ns: 0 when it finished in time.
    fileprivate var overrunNanoseconds: UInt64 {
        workNanoseconds > budgetNanoseconds ? workNanoseconds - budgetNanoseconds : 0
    }
}

/// `nanoseconds` in milliseconds.
private func milliseconds(_ nanoseconds: UInt64) -> Double {
    Double(nanoseconds) / 1e6
}
