import Foundation
import TestSupport
import Testing

/// A hostile input and the fragments of the one error line it must give: the field's JSON path,
/// the bad value, the path of the file.
struct HostileInput: CustomTestStringConvertible, Sendable {
    /// The input: the text of a layout description or a scenario.
    var json: String
    /// What the error line must contain.
    var fragments: [String]
    /// What is hostile about the input, as the test's name.
    var testDescription: String

    /// An input described by `testDescription`, whose error line contains every one of
    /// `fragments`.
    init(_ testDescription: String, _ json: String, _ fragments: String...) {
        self.testDescription = testDescription
        self.json = json
        self.fragments = fragments
    }
}

/// The JSON of a short scenario of the DisplaySwitcher description, a list switching to the
/// grid, with `changes` applied to its top-level keys as ``layoutJSON(_:)`` applies them.
private func scenarioJSON(_ changes: [String: String?]) -> String {
    var fields = [
        ("name", #""hostile""#),
        ("layout", layoutJSON([:])),
        ("start", #"{"state": "list"}"#),
        ("phases", #"[{"transition": {"to": "grid", "curve": "linear"}}]"#),
    ]
    for (key, value) in changes.sorted(by: { $0.key < $1.key }) {
        fields.removeAll { $0.0 == key }
        if let value { fields.append((key, value)) }
    }
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}

/// Hostile input to the command line, through the real `framelab`: wrong types, unknown keys,
/// huge numbers, NaN and infinities, deep nesting, empty files, a directory instead of a file.
/// Each gives one line on standard error naming the problem, exit status 2, nothing on standard
/// output and nothing under the results folder.
@Suite("Hostile input")
struct HostileInputTests {
    @Test(
        "A hostile layout description is refused by every command, and inside a scenario",
        arguments: [
            // Wrong types and unknown keys.
            HostileInput(
                "a string for a number", layoutJSON(["sections": #"[{"items": "10"}]"#]),
                #"sections[0].items: expected a number, found "10""#),
            HostileInput("a number for an object", layoutJSON(["list": "80"]), "list: expected an object, found 80"),
            HostileInput("an array for the document", "[1, 2]", "expected an object, found an array"),
            HostileInput("an unknown key", layoutJSON(["gird": "{}"]), "gird: unknown key; expected one of boundsSize"),
            HostileInput(
                "an unknown nested key", layoutJSON(["contentInset": #"{"top": 1, "middle": 2}"#]),
                "contentInset.middle: unknown key; expected one of top, left, bottom, right"),
            HostileInput(
                "a key given twice", layoutJSON(["sections": #"[{"items": 1, "items": 1000000000000}]"#]),
                "sections[0].items: key given twice in the same object"),
            // Huge numbers.
            HostileInput(
                "a length of 1e308", layoutJSON(["list": #"{"cellHeight": 1e308}"#]),
                "list.cellHeight = 1e+308 is invalid: it must be at most 1000000 points"),
            HostileInput(
                "a bounds width of 1e308", layoutJSON(["boundsSize": #"{"width": 1e308, "height": 667}"#]),
                "boundsSize.width = 1e+308 is invalid"),
            HostileInput(
                "an aspect ratio of 1e-300", layoutJSON(["grid": #"{"aspectRatio": 1e-300}"#]),
                "grid.aspectRatio = 1e-300 is invalid: it must be from 0.001 to 1000"),
            HostileInput(
                "1e308 items", layoutJSON(["sections": #"[{"items": 1e308}]"#]),
                "sections[0].items = 1e+308 is invalid: it must be at most 9223372036854775807"),
            HostileInput(
                "10^10 sections", layoutJSON(["sections": #"[{"items": 1, "repeat": 1e10}]"#]),
                "sections: 10000000000 sections in all, more than the 10000000 allowed"),
            // NaN and infinities.
            HostileInput(
                "NaN", layoutJSON(["boundsSize": #"{"width": NaN, "height": 667}"#]),
                "boundsSize.width: not valid JSON at line 1, column",
                "NaN is not a number: JSON has no NaN or infinities"),
            HostileInput(
                "nan", layoutJSON(["supplementaryPadding": #"{"x": nan, "y": 0}"#]),
                "supplementaryPadding.x: not valid JSON", "nan is not a number"),
            HostileInput(
                "Infinity", layoutJSON(["contentInset": #"{"top": Infinity}"#]),
                "contentInset.top: not valid JSON", "Infinity is not a number"),
            HostileInput(
                "-Infinity", layoutJSON(["contentInset": #"{"left": -Infinity}"#]),
                "contentInset.left: not valid JSON", "-Infinity is not a number"),
            HostileInput(
                "1e999", layoutJSON(["list": #"{"cellHeight": 1e999}"#]),
                "list.cellHeight: 1e999 is out of range: a number's magnitude must be at most 1.7976931348623157e+308"),
            HostileInput(
                "-1e999 in an array", layoutJSON(["grid": #"{"itemHeights": [165, -1e999]}"#]),
                "grid.itemHeights[1]: -1e999 is out of range"),
            // Deep nesting and broken syntax.
            HostileInput(
                "100,000 levels of nesting",
                layoutJSON(["x": String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)]),
                "x[0][0][0]", "arrays and objects nested more than 32 levels deep"),
            HostileInput(
                "a trailing comma", layoutJSON(["list": #"{"cellHeight": 80,}"#]),
                "list: not valid JSON", #"expected a key in double quotes, found "}""#),
            HostileInput(
                "a control character in a string", layoutJSON(["axis": "\"vert\u{01}ical\""]), "axis: not valid JSON",
                "a control character in a string, which must be escaped"),
        ])
    func hostileLayout(_ input: HostileInput) throws {
        try withTemporaryDirectory { directory in
            let layout = directory.appending(path: "layout.json")
            try Data(input.json.utf8).write(to: layout)
            for command in Self.layoutCommands(layout.path) {
                try expectRefusal(command, saying: input.fragments + [layout.path])
            }
            let scenario = directory.appending(path: "scenario.json")
            try Data(scenarioJSON(["layout": input.json]).utf8).write(to: scenario)
            try expectRunRefusal(scenario: scenario.path, in: directory, saying: input.fragments)
        }
    }

    @Test(
        "A layout too large for the reference is refused where the reference must hold it; the closed form answers",
        arguments: [
            ("10^12 items", layoutJSON(["sections": #"[{"items": 1000000000000}]"#])),
            ("10^6 sections of 10^6 items", layoutJSON(["sections": #"[{"items": 1000000, "repeat": 1000000}]"#])),
        ])
    func tooLargeForTheReference(description: String, json: String) throws {
        try withTemporaryDirectory { directory in
            let layout = directory.appending(path: "layout.json").path
            try Data(json.utf8).write(to: URL(fileURLWithPath: layout))
            let refusal = ["1000000000000", "GB of memory, more than the", layout]
            try expectRefusal(["attributes", layout, "--state", "list"], saying: refusal)
            try expectRefusal(
                ["hit-test", layout, "--from", "grid", "--to", "list", "--progress", "0.5", "--point", "1,1"],
                saying: refusal)
            // A worker's frames are checked against the reference, which would hold every element.
            let scenario = directory.appending(path: "scenario.json")
            try Data(scenarioJSON(["layout": json]).utf8).write(to: scenario)
            try expectRunRefusal(
                scenario: scenario.path, in: directory, saying: ["1000000000000", "GB of memory, more than the"])
            // The closed form holds a few numbers per section: a trillion items are answered.
            for command in [
                ["content-offset", layout, "--from", "list", "--to", "grid", "--offset", "0,4000000000"],
                [
                    "hit-test", layout, "--from", "grid", "--to", "list", "--progress", "0.5", "--point",
                    "100,4000000000",
                ],
            ] {
                let run = try FramelabRun(command + ["--implementation", "optimized"])
                #expect(run.status == 0, "\(description): \(command[0]): \(run.standardError)")
                #expect(run.standardOutput.split(separator: "\r\n").count >= 2, "\(run.standardOutput)")
            }
        }
    }

    @Test(
        "A hostile scenario is refused before any worker starts",
        arguments: [
            HostileInput("a number for the name", scenarioJSON(["name": "12"]), "name: expected a string, found 12"),
            HostileInput(
                "an unknown key", scenarioJSON(["phasess": "[]"]), "phasess: unknown key; expected one of name"),
            HostileInput(
                "an unknown key in a key frame",
                scenarioJSON([
                    "phases":
                        #"[{"transition": {"to": "grid", "curve": {"pan": {"keyFrames": [{"time": 0.1, "progres": 0.5}], "ending": "finish"}}}}]"#
                ]),
                "phases[0].transition.curve.pan.keyFrames[0].progres: unknown key; expected one of time, progress"),
            HostileInput(
                "10^12 items", scenarioJSON(["items": "[100, 1000000000000]"]),
                "scenario.json at N = 1000000000000 on optimized would need about", "GB of memory, more than the"),
            HostileInput(
                "1e308 items", scenarioJSON(["items": "[1e308]"]),
                "items[0] = 1e+308 is invalid: it must be a whole number from 0 to 9007199254740992"),
            HostileInput(
                "a fractional item count", scenarioJSON(["items": "[100, 2.5]"]), "items[1] = 2.5 is invalid"),
            HostileInput(
                "a spring that never comes to rest",
                scenarioJSON([
                    "phases":
                        #"[{"transition": {"to": "grid", "curve": {"spring": {"dampingRatio": 1e-300, "response": 0.5}}}}]"#
                ]),
                "phases[0].transition.curve: the transition would last", "more than 60 s"),
            HostileInput(
                "a pan to progress 1e308",
                scenarioJSON([
                    "phases":
                        #"[{"transition": {"to": "grid", "curve": {"pan": {"keyFrames": [{"time": 0.1, "progress": 1e308}], "ending": "finish"}}}}]"#
                ]),
                "phases[0].transition.curve.pan.keyFrames[0].progress = 1e+308 is invalid: it must be from -1 to 2"),
            HostileInput(
                "a fling of 1e308 seconds",
                scenarioJSON(["phases": #"[{"fling": {"velocity": 100, "duration": 1e308}}]"#]),
                "phases[0].fling.duration = 1e+308 is invalid: it must be positive, at most 60 seconds"),
            HostileInput(
                "a NaN velocity", scenarioJSON(["phases": #"[{"fling": {"velocity": NaN, "duration": 1}}]"#]),
                "phases[0].fling.velocity: not valid JSON", "NaN is not a number"),
            HostileInput(
                "an infinite start fraction", scenarioJSON(["start": #"{"state": "list", "fraction": Infinity}"#]),
                "start.fraction: not valid JSON", "Infinity is not a number"),
            HostileInput(
                "row heights up to 1e308",
                scenarioJSON(["itemHeights": #"{"seed": 1, "minimum": 44, "maximum": 1e308}"#]),
                "itemHeights.maximum = 1e+308 is invalid: it must be from the minimum (44) to 1000000"),
        ])
    func hostileScenario(_ input: HostileInput) throws {
        try withTemporaryDirectory { directory in
            let scenario = directory.appending(path: "scenario.json")
            try Data(input.json.utf8).write(to: scenario)
            try expectRunRefusal(scenario: scenario.path, in: directory, saying: input.fragments + [scenario.path])
        }
    }

    @Test(
        "A path that is no description file is named by every command",
        arguments: [
            ("an empty file", "is empty, not a"),
            ("only whitespace", "expected a value, found the end of the document"),
            ("a directory", "is a directory, not a"), ("a missing file", "no such file"),
            ("a device", "is not a regular file"), ("a 300 MB file", "is 300 MB, more than the 256 MB a"),
        ])
    func hostilePath(kind: String, message: String) throws {
        try withTemporaryDirectory { directory in
            var path = directory.appending(path: "input.json").path
            switch kind {
            case "an empty file": try Data().write(to: URL(fileURLWithPath: path))
            case "only whitespace": try Data(" \n\t\r\n".utf8).write(to: URL(fileURLWithPath: path))
            case "a directory":
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case "a device": path = "/dev/zero"
            case "a 300 MB file":
                // A sparse file: 300 MB long, no disk used.
                try #require(FileManager.default.createFile(atPath: path, contents: nil))
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                try handle.truncate(atOffset: 300_000_000)
                try handle.close()
            default: break
            }
            for command in Self.layoutCommands(path) {
                try expectRefusal(command, saying: ["error: \(path): ", message])
            }
            try expectRunRefusal(scenario: path, in: directory, saying: ["error: \(path): ", message])
        }
    }

    @Test(
        "A hostile item count or option is refused before any worker starts",
        arguments: [
            (
                ["--scenario", "switch-list-to-grid", "--items", "1000000000000"],
                "a worker playing switch-list-to-grid at N = 1000000000000 on optimized would need about"
            ),
            (["--scenario", "scale", "--items", "1e12"], "The value '1e12' is invalid for '--items <items>'"),
            (["--scenario", "sections-switch", "--max-items", "5"], "nothing to run"),
        ])
    func hostileRunOption(arguments: [String], message: String) throws {
        try withTemporaryDirectory { directory in
            let results = directory.appending(path: "results")
            try expectRefusal(["run", "--results", results.path] + arguments, saying: [message])
            #expect(!FileManager.default.fileExists(atPath: results.path))
        }
    }

    @Test(
        "A delay factor without the delay, or below 1, is refused",
        arguments: [
            (["gate", "--delay-factor", "1.3"], "--delay-factor needs --inject-regression delay"),
            (
                ["gate", "--inject-regression", "delay", "--delay-factor", "0.5"],
                "--delay-factor 0.5 must be at least 1"
            ),
            (
                [
                    "worker", "--scenario", "list-scroll", "--implementation", "optimized", "--items", "100",
                    "--warm-ups", "0",
                    "--inject-fault", "optimized:delay:x",
                ],
                "the delay's factor must be a number ≥ 1"
            ),
        ])
    func hostileDelayFactor(arguments: [String], message: String) throws {
        try expectRefusal(arguments, saying: [message])
    }

    /// The layout-description commands, each asked about `path`.
    private static func layoutCommands(_ path: String) -> [[String]] {
        [
            ["attributes", path, "--state", "list"],
            [
                "content-offset", path, "--from", "list", "--to", "grid", "--offset", "0,0", "--implementation",
                "optimized",
            ],
            ["hit-test", path, "--from", "grid", "--to", "list", "--progress", "0.5", "--point", "1,1"],
        ]
    }

    /// Checks that `framelab run --scenario scenario`, writing into a results folder in
    /// `directory`, is refused with one line containing `fragments`, and writes nothing.
    private func expectRunRefusal(scenario: String, in directory: URL, saying fragments: [String]) throws {
        let results = directory.appending(path: "results")
        try expectRefusal(
            ["run", "--scenario", scenario, "--repetitions", "1", "--warm-ups", "0", "--results", results.path],
            saying: fragments)
        #expect(!FileManager.default.fileExists(atPath: results.path), "\(scenario) wrote results")
    }

    /// Checks that `framelab arguments` exits with status 2, prints nothing on standard output
    /// and one line on standard error that starts with `error: ` and contains `fragments`.
    private func expectRefusal(_ arguments: [String], saying fragments: [String]) throws {
        let run = try FramelabRun(arguments)
        let command = arguments.prefix(2).joined(separator: " ")
        #expect(run.status == 2, "\(command): \(run.standardError)")
        #expect(run.standardOutput.isEmpty, "\(command)")
        #expect(run.standardError.hasPrefix("error: "), "\(command): \(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1 && run.standardError.hasSuffix("\n"), "\(command)")
        for fragment in fragments {
            #expect(run.standardError.contains(fragment), "\(command): \(run.standardError)")
        }
    }
}
