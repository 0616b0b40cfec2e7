import ArgumentParser
import Foundation
import FrameLab

/// `framelab scenarios`: the default scenarios, or one of them as JSON to start a new one from.
struct Scenarios: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "List the default scenarios, or print one as JSON (the schema of --scenario files).")

    @Argument(help: "A default scenario to print as JSON.")
    var name: String?

    func run() throws {
        print(try name.map { try Scenario.defaultJSON(named: $0) + "\n" } ?? Scenario.defaultsListing, terminator: "")
    }
}
