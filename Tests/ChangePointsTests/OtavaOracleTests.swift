import ChangePoints
import Foundation
import PropertyBased
import TestSupport
import Testing

/// Apache Otava 0.8.0 (PyPI `apache-otava`), through `Scripts/otava-oracle.py`, against this
/// package's detector on random series: the same weak change points out of the split step, the
/// same change points and p-values out of the merge, where Otava's merge retests the dropped
/// point's left neighbour (see ``ChangePointDetector/merge(_:of:)``). `make test` installs Otava
/// in `.build/oracle-venv`; `FRAMELAB_OTAVA_PYTHON` names another Python that has it.
@Suite("Otava as the oracle", .enabled(if: OtavaOracle.python != nil || OtavaOracle.isRequired))
struct OtavaOracleTests {
    @Test func agreesWithOtavaOnRandomSeries() throws {
        let python = try #require(OtavaOracle.python, "no Python with apache-otava: run `make oracle-tools`")
        var generator = Xoshiro(seed: (2026, 11, 25, 25))
        let cases = (0..<400).map { _ in OtavaOracle.Case.random(using: &generator) }
        let answers = try OtavaOracle.run(cases, python: python)
        try #require(answers.count == cases.count)
        var differencesFromOtava = 0
        var changePoints = 0
        for (series, answer) in zip(cases, answers) {
            let detector = ChangePointDetector(
                windowLength: series.window, maximumPValue: series.maximumPValue, minimumMagnitude: 0)
            let weak = detector.split(series.values)
            let merged = detector.changePoints(in: series.values)
            #expect(weak.map(\.index) == answer.weak.map(\.index), "split: \(series.json)")
            #expect(merged.map(\.index) == answer.corrected.map(\.index), "merge: \(series.json)")
            for (point, expected) in zip(weak + merged, answer.weak + answer.corrected) {
                #expect(
                    abs(point.comparison.pValue - expected.pValue) <= 1e-9 * expected.pValue + 1e-15,
                    "p-value at \(point.index): \(series.json)")
            }
            changePoints += merged.count
            if answer.otava.map(\.index) != answer.corrected.map(\.index) { differencesFromOtava += 1 }
        }
        print(
            "Otava oracle: \(cases.count) series, \(changePoints) change points, all equal; Otava's own merge "
                + "differs on \(differencesFromOtava) series (its stale left neighbour)")
        #expect(changePoints > cases.count / 2, "the random series should have change points to find")
    }
}

/// Runs `Scripts/otava-oracle.py`.
enum OtavaOracle {
    /// The variable that makes a missing Otava fail the suite instead of skipping it (CI).
    static let requiredVariable = "FRAMELAB_REQUIRE_OTAVA"

    static var isRequired: Bool { ProcessInfo.processInfo.environment[requiredVariable] == "1" }

    /// `FRAMELAB_OTAVA_PYTHON`, else `.build/oracle-venv/bin/python` when it exists.
    static var python: String? {
        if let python = ProcessInfo.processInfo.environment["FRAMELAB_OTAVA_PYTHON"] { return python }
        let venv = PackageDirectory.root.appending(path: ".build/oracle-venv/bin/python").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : nil
    }

    /// One series and Otava's options for it.
    struct Case {
        var values: [Double]
        var window: Int
        var maximumPValue: Double

        var json: String {
            "{\"values\": [\(values.map(\.description).joined(separator: ", "))], \"window\": \(window), "
                + "\"max_pvalue\": \(maximumPValue)}"
        }

        /// 10–150 values on 1–4 levels (each 0.5–2× the one before) with uniform, log-normal
        /// or outlier-ridden noise, a window of 10, 30 or 50 and a p-value of 0.001–0.05.
        static func random(using generator: inout Xoshiro) -> Case {
            let count = Int.random(in: 10...150, using: &generator)
            let steps = Set(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    Int.random(in: 1..<count, using: &generator)
                })
            let noise = Double.random(in: 0.005...0.3, using: &generator)
            let shape = Int.random(in: 0..<3, using: &generator)
            var level = 1.0
            let values = (0..<count).map { index -> Double in
                if steps.contains(index) { level *= Double.random(in: 0.5...2, using: &generator) }
                switch shape {
                case 0: return level * (1 + Double.random(in: -noise...noise, using: &generator))
                case 1:
                    // Box–Muller: a standard normal, then e^(σ·z).
                    let u = Double.random(in: Double.ulpOfOne...1, using: &generator)
                    let v = Double.random(in: 0...1, using: &generator)
                    let z = (-2 * Foundation.log(u)).squareRoot() * Foundation.cos(2 * .pi * v)
                    return level * Foundation.exp(noise * z)
                default:
                    let outlier = Double.random(in: 0...1, using: &generator) < 0.05 ? 3.0 : 1.0
                    return level * outlier * (1 + Double.random(in: 0...noise, using: &generator))
                }
            }
            return Case(
                values: values, window: [10, 30, 50].randomElement(using: &generator)!,
                maximumPValue: [0.001, 0.01, 0.05].randomElement(using: &generator)!)
        }
    }

    /// One change point as the script prints it.
    struct Point {
        var index: Int
        var pValue: Double
    }

    /// The script's answer for one case.
    struct Answer {
        var weak: [Point]
        var otava: [Point]
        var corrected: [Point]
    }

    /// The script's answers for `cases`, in order.
    static func run(_ cases: [Case], python: String) throws -> [Answer] {
        try withTemporaryDirectory { folder in
            let input = folder.appending(path: "cases.jsonl")
            try cases.map { $0.json + "\n" }.joined().write(to: input, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [PackageDirectory.root.appending(path: "Scripts/otava-oracle.py").path]
            process.standardInput = try FileHandle(forReadingFrom: input)
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "Scripts/otava-oracle.py failed")
            return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                func points(_ key: String) throws -> [Point] {
                    try #require(object[key] as? [[Any]]).map { pair in
                        Point(
                            index: try #require((pair[0] as? NSNumber)?.intValue),
                            pValue: try #require((pair[1] as? NSNumber)?.doubleValue))
                    }
                }
                return Answer(weak: try points("weak"), otava: try points("otava"), corrected: try points("corrected"))
            }
        }
    }
}
