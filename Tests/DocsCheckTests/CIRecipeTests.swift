import Foundation
import TestSupport
import Testing

/// The CI recipes docs/ci.md points to, read as their CI service reads them: YAML (through
/// PyYAML), with the settings the page says they have. The docs check checks their commands.
@Suite("The CI recipes under Examples/")
struct CIRecipeTests {
    /// The YAML file at `path` (under the package's root) as JSON objects.
    static func yaml(_ path: String) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
            PackageDirectory.root.appending(path: path).path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(path) is not YAML PyYAML reads")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("GitHub Actions: a depth-1 checkout, the required shared history from a secret, make gate, gate.md posted")
    func githubActions() throws {
        let workflow = try Self.yaml("Examples/github-actions/performance-gate.yml")
        let job = try #require((workflow["jobs"] as? [String: Any])?["gate"] as? [String: Any])
        let environment = try #require(job["env"] as? [String: String])
        #expect(environment["FRAMELAB_REQUIRE_HISTORY"] == "1")
        #expect(environment["FRAMELAB_DATABASE_URL"] == "${{ secrets.FRAMELAB_DATABASE_URL }}")
        let steps = try #require(job["steps"] as? [[String: Any]])
        let checkout = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
        #expect((checkout["with"] as? [String: Any])?["fetch-depth"] as? Int == 1)
        let commands = steps.compactMap { $0["run"] as? String }
        #expect(commands.contains("make gate"))
        #expect(commands.contains { $0.contains("results/latest/gate.md >> \"$GITHUB_STEP_SUMMARY\"") })
        #expect(
            commands.contains { $0.hasPrefix("gh pr comment") && $0.contains("--body-file results/latest/gate.md") })
    }

    @Test("GitHub Actions with a cached SQLite history: one job at a time, restored then saved")
    func githubActionsCache() throws {
        let workflow = try Self.yaml("Examples/github-actions/performance-gate-cache.yml")
        #expect((workflow["concurrency"] as? [String: Any])?["group"] as? String == "framelab-history")
        let steps = try #require(
            ((workflow["jobs"] as? [String: Any])?["gate"] as? [String: Any])?["steps"] as? [[String: Any]])
        let uses = steps.compactMap { $0["uses"] as? String }
        let (restore, save) = (
            try #require(uses.firstIndex { $0.hasPrefix("actions/cache/restore@") }),
            try #require(uses.firstIndex { $0.hasPrefix("actions/cache/save@") })
        )
        #expect(restore < save)
        #expect(steps.contains { ($0["run"] as? String)?.contains("make gate") == true })
    }

    @Test("GitLab CI: depth 1, the required history, make gate, gate.md kept")
    func gitlab() throws {
        let file = try Self.yaml("Examples/gitlab-ci/performance-gate.gitlab-ci.yml")
        let job = try #require(file["performance-gate"] as? [String: Any])
        let variables = try #require(job["variables"] as? [String: String])
        #expect(variables["GIT_DEPTH"] == "1" && variables["FRAMELAB_REQUIRE_HISTORY"] == "1")
        #expect(job["script"] as? [String] == ["make gate"])
        let artifacts = try #require(job["artifacts"] as? [String: Any])
        #expect((artifacts["paths"] as? [String])?.contains("results/latest/gate.md") == true)
        #expect(artifacts["when"] as? String == "always")
    }
}
