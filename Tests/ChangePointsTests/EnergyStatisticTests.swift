import ChangePoints
import PropertyBased
import Testing

@Suite("The E-divisive divergence")
struct EnergyStatisticTests {
    /// q̂(τ, κ) of `values[start..<end]` split at `split`, summed as its definition reads.
    static func divergence(_ values: [Double], start: Int, split: Int, end: Int) -> Double {
        let before = values[start..<split]
        let after = values[split..<end]
        let n = Double(before.count)
        let m = Double(after.count)
        let cross = before.reduce(0) { sum, x in after.reduce(sum) { $0 + abs(x - $1) } }
        func within(_ part: ArraySlice<Double>) -> Double {
            var sum = 0.0
            for i in part.indices { for k in part.indices where i < k { sum += abs(part[i] - part[k]) } }
            return sum
        }
        let withinBefore = n > 1 ? 2 * m / ((m + n) * (n - 1)) * within(before) : 0
        let withinAfter = m > 1 ? 2 * n / ((m + n) * (m - 1)) * within(after) : 0
        return 2 / (m + n) * cross - withinBefore - withinAfter
    }

    @Test("The candidate is the split of the largest q̂ over every τ and κ, Otava's zeros among them")
    func candidateIsTheLargestDivergence() async {
        await propertyCheck(count: 300, input: Gen.int(in: 2...70), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 41, 42, 43))
            // Steps, ties (a few distinct values) or noise alone.
            let distinct = Int.random(in: 0...3, using: &generator)
            let values = (0..<count).map { index in
                distinct > 0
                    ? Double(Int.random(in: 0..<distinct, using: &generator))
                    : Double(index * 3 / count) + Double.random(in: 0...0.5, using: &generator)
            }
            let start = Int.random(in: 0...(count - 2), using: &generator)
            let end = Int.random(in: (start + 2)...count, using: &generator)
            // Each τ's best: its q̂ over κ, and 0 where Otava's matrix row holds zeros (τ > s + 1).
            let bests = ((start + 1)..<end).map { split in
                max(
                    ((split + 1)...end).map { Self.divergence(values, start: start, split: split, end: $0) }.max()!,
                    split > start + 1 ? 0 : -.infinity)
            }
            let largest = bests.max()!
            let found = EnergyStatistic.candidate(in: values, range: start..<end)
            let tolerance = 1e-9 * max(1, abs(largest))
            #expect(abs(found.divergence - largest) <= tolerance, "\(values) \(start)..<\(end)")
            #expect(abs(bests[found.index - start - 1] - largest) <= tolerance, "\(values) \(start)..<\(end)")
        }
    }
}
