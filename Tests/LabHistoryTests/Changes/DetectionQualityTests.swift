import LabHistory
import Testing

@Suite("Detection quality")
struct DetectionQualityTests {
    static func evaluation(ratios: [Double] = [1, 1, 1, 1], higherIsBetter: Bool = false) -> DetectionQuality {
        var evaluation = DetectionQuality(
            sources: [DetectionQuality.NoiseSource(name: "quiet", values: ratios, higherIsBetter: higherIsBetter)])
        evaluation.seriesPerStep = 100
        evaluation.gateRuns = 20
        return evaluation
    }

    @Test func theSnapshotRuleSeesOnlyStepsBeyondItsLimit() {
        for higherIsBetter in [false, true] {
            let result = Self.evaluation(higherIsBetter: higherIsBetter).evaluate(
                DetectionQuality.snapshotRule(percent: 30))
            // A time 1.3× or a speedup 1/1.3×: within −30 %; twice or half: beyond it.
            #expect(result.recalls.map(\.found) == [0, 0, 100])
            #expect(result.falseAlarmRuns == 0 && result.falseAlarmSeries == 0)
        }
    }

    @Test func findingTheStepMeansAnAlarmWithinOneRunOfIt() {
        let evaluation = Self.evaluation()
        // A rule that alarms everywhere finds every step, and alarms in every step-free run.
        let everywhere = evaluation.evaluate { values, _ in Array(values.indices) }
        #expect(everywhere.recalls.allSatisfy { $0.found == $0.total })
        #expect(everywhere.falseAlarmRuns == 20 && everywhere.series == 20)
        // One that alarms where the value first rises by 5 % finds the step where it is.
        let firstRise = evaluation.evaluate { values, _ in
            values.indices.dropFirst().filter { values[$0] > values[$0 - 1] * 1.05 }
        }
        #expect(firstRise.recalls.map(\.found) == [100, 100, 100])
        #expect(firstRise.falseAlarmRuns == 0)
        // The first run alone is never within one run of a step at least 5 runs in.
        let first = evaluation.evaluate { _, _ in [0] }
        #expect(first.recalls.allSatisfy { $0.found == 0 })
    }

    @Test func theSameSeedMakesTheSameSeries() {
        let evaluation = Self.evaluation(ratios: [0.9, 1, 1.1, 1.3])
        let rule: DetectionQuality.Rule = { values, _ in values.indices.filter { values[$0] > 1.4 } }
        #expect(evaluation.evaluate(rule).recalls.map(\.found) == evaluation.evaluate(rule).recalls.map(\.found))
    }
}
