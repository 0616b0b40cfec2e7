import FrameLab
import LabHistory
import RegressionGate
import Testing

@Suite("Timing checked against the runner's history")
struct LearnedCheckTests {
    /// `runs` runs of 10 repetitions about `level`, runs apart by up to ±`runSpread`, repetitions
    /// within a run by ±1 %.
    static func window(runs: Int = 8, level: Double = 1000, runSpread: Double = 0.02) -> LearningWindow {
        let runLevels = (0..<runs).map { level * (1 + runSpread * (Double($0 % 5) - 2) / 2) }
        return LearningWindow(
            since: RecordedCommit(
                sha: "0123456789abcdef0123456789abcdef01234567", parents: [], time: nil, subject: nil, isDirty: false,
                isKnown: true),
            runValues: runLevels, samples: runLevels.flatMap { Self.samples(level: $0) })
    }

    /// Ten repetitions about `level`, ±1 %.
    static func samples(level: Double) -> [Double] {
        (0..<10).map { level * (1 + (Double($0) - 4.5) / 450) }
    }

    static func check(now: Double, window: LearningWindow = window()) -> GateCheck {
        LearnedCheck.checks([LearnedCheck.Row(subject: "row", samples: samples(level: now), window: window)])[0]
    }

    @Test func passesTheSameSpeedupAndFailsADropBeyondTheNoise() {
        #expect(Self.check(now: 1000).verdict == .pass)
        #expect(Self.check(now: 1030).verdict == .pass)  // faster is never a regression
        let dropped = Self.check(now: 770)  // a 1.3× slower kernel
        #expect(dropped.verdict == .regression)
        #expect(dropped.metric == .learnedSpeedup)
        #expect(dropped.baseline.contains("8 runs since 0123456"))
        #expect(dropped.now.contains("−22.6 %"))
    }

    @Test func aNoisyRowNeedsALargerDropAndSaysWhichItCanSee() {
        // Runs ±10 % apart: a 23 % drop is within three deviations; 50 % is not.
        let noisy = Self.window(runSpread: 0.2)
        #expect(Self.check(now: 770, window: noisy).verdict == .pass)
        #expect(Self.check(now: 500, window: noisy).verdict == .regression)
        let threshold = Self.check(now: 1000, window: noisy).threshold
        let quiet = Self.check(now: 1000).threshold
        #expect(quiet.hasPrefix("−5.00 %"), "\(quiet)")  // the minimum effect
        #expect(!threshold.hasPrefix("−5.00 %"), "\(threshold)")
        #expect(threshold.contains("detects ≥"))
    }

    @Test func aDropBelowTheMinimumEffectPassesHoweverSignificant() {
        // 3 % lower in every repetition: significant to the rank test, smaller than 5 %.
        #expect(Self.check(now: 970, window: Self.window(runSpread: 0)).verdict == .pass)
    }
}
