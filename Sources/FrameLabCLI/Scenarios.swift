import ArgumentParser
import Foundation
import FrameLab

/// `framelab scenarios`: the default scenarios, or one of them as JSON to start a new one from.
struct Scenarios: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the default scenarios, or print one as JSON (the schema of --scenario files).")

    @Argument(help: "A default scenario to print as JSON.")
    var name: String?

    func run() throws {
        guard let name else {
            for scenario in Scenario.defaults {
                print("\(scenario.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(scenario.summary)")
            }
            return
        }
        guard let json = Scenario.defaultJSON(named: name) else {
            throw ValidationError(
                "unknown scenario \"\(name)\": not one of \(Scenario.defaults.map(\.name).joined(separator: ", "))")
        }
        print(json)
    }
}
