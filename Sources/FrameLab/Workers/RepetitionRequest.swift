/// What the driver asks of a worker, one line on the worker's standard input: play one
/// measured repetition of its scenario at a refresh rate. The driver alternates the workers of
/// a scenario repetition by repetition, so that a noisy neighbour slows every implementation
/// of a ratio alike.
package struct RepetitionRequest: Hashable, Sendable {
    /// The display's refresh rate, in hertz.
    package var refreshRate: Int
    /// The repetition's index, from 0.
    package var repetition: Int

    /// A request to play repetition `repetition` at `refreshRate` hertz.
    package init(refreshRate: Int, repetition: Int) {
        self.refreshRate = refreshRate
        self.repetition = repetition
    }

    /// The request as the line the worker reads: `play 60 0`.
    package var line: String { "play \(refreshRate) \(repetition)" }

    /// The request `line` spells, or `nil` when it is not one.
    package init?(line: Substring) {
        let words = line.split(separator: " ")
        guard words.count == 3, words[0] == "play", let refreshRate = Int(words[1]), refreshRate > 0,
            let repetition = Int(words[2]), repetition >= 0
        else { return nil }
        self.init(refreshRate: refreshRate, repetition: repetition)
    }
}
