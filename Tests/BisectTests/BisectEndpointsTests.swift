import Bisect
import LabSupport
import Testing

@Suite("A bisection's endpoints")
struct BisectEndpointsTests {
    typealias Measured = BisectMeasurement.Measured

    /// `count` repetitions of a time around `value`: every other one `spread` away, so that two
    /// such samples overlap when their values differ by less than `spread`.
    static func samples(_ count: Int, around value: Double, spread: Double) -> Measured {
        Measured(value: value, samples: (0..<count).map { value + ($0.isMultiple(of: 2) ? spread : -spread) })
    }

    @Test("Overlapping repetitions are measured again with twice as many until they part")
    func growsUntilApart() throws {
        var asked: [Int] = []
        var lines: [String] = []
        // The endpoints differ by 1; a repetition wanders by 2 at 5 repetitions, by 0.4 at 10.
        let endpoints = try BisectEndpoints(
            repetitions: 5, higherIsWorse: true,
            measure: { repetitions in
                asked.append(repetitions)
                let spread = repetitions >= 10 ? 0.4 : 2
                return (
                    Self.samples(repetitions, around: 10, spread: spread),
                    Self.samples(repetitions, around: 11, spread: spread)
                )
            }, progress: { lines.append($0) })
        #expect(asked == [5, 10])
        #expect(endpoints.repetitions == 10)
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("measuring both again with 10 repetitions (at most 20)") == true)
        #expect(try BisectThreshold(good: endpoints.good, bad: endpoints.bad, higherIsWorse: true).value > 10)
    }

    @Test("Endpoints that never part stop at four times the repetitions, and the threshold refuses them")
    func stopsAtTheBound() throws {
        var asked: [Int] = []
        let endpoints = try BisectEndpoints(
            repetitions: 3, higherIsWorse: false,
            measure: { repetitions in
                asked.append(repetitions)
                return (
                    Self.samples(repetitions, around: 11, spread: 5), Self.samples(repetitions, around: 10, spread: 5)
                )
            }, progress: { _ in })
        #expect(asked == [3, 6, 12])
        let refusal = #expect(throws: FrameLabError.self) {
            try BisectThreshold(good: endpoints.good, bad: endpoints.bad, higherIsWorse: false)
        }
        #expect(refusal?.message.contains("within the noise of their 12 and 12 repetitions") == true)
    }

    @Test("Counts, apart endpoints and a bad endpoint no worse are measured once")
    func measuredOnce() throws {
        let cases: [(good: Measured, bad: Measured)] = [
            (Measured(value: 100), Measured(value: 140)),
            (Self.samples(5, around: 10, spread: 0.1), Self.samples(5, around: 14, spread: 0.1)),
            (Self.samples(5, around: 14, spread: 5), Self.samples(5, around: 10, spread: 5)),
        ]
        for (good, bad) in cases {
            var measured = 0
            let endpoints = try BisectEndpoints(
                repetitions: 5, higherIsWorse: true,
                measure: { _ in
                    measured += 1
                    return (good, bad)
                }, progress: { _ in })
            #expect(measured == 1)
            #expect(endpoints.repetitions == 5)
        }
    }
}
