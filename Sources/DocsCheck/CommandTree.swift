import Foundation

/// A command line tool's commands and options, as swift-argument-parser describes them
/// (`--experimental-dump-help`): what the docs may name.
package struct CommandTree: Decodable, Sendable {
    /// A command: its name, its options and its subcommands.
    package struct Command: Decodable, Sendable {
        /// The name a command line uses.
        package var commandName: String
        /// The subcommands, if any.
        package var subcommands: [Command]?
        /// The flags, options and positional arguments.
        package var arguments: [Argument]?

        /// An argument of a command.
        package struct Argument: Decodable, Sendable {
            /// `flag`, `option` (which takes a value) or `positional`.
            package var kind: String
            /// The names: `{"kind": "long", "name": "scenario"}`.
            package var names: [Name]?

            /// One name of an argument.
            package struct Name: Decodable, Sendable {
                /// `long`, `short` or `longWithSingleDash`.
                package var kind: String
                /// The name without its dashes.
                package var name: String
            }
        }

        /// The subcommand named `name`, if any.
        func subcommand(_ name: String) -> Command? {
            subcommands?.first { $0.commandName == name }
        }

        /// The argument whose long name is `name` (without its dashes), if any.
        func option(_ name: String) -> Argument? {
            arguments?.first { $0.names?.contains { $0.kind == "long" && $0.name == name } ?? false }
        }
    }

    /// The tool itself.
    package var command: Command

    /// The tree of the argument-parser tool at `executable`, from its `--experimental-dump-help`.
    package init(dumpOf executable: URL) throws {
        self = try JSONDecoder().decode(
            Self.self, from: Data(try ToolOutput.of(executable, ["--experimental-dump-help"]).utf8))
    }

    /// Every long option of every command.
    var allOptions: Set<String> {
        func options(_ command: Command) -> [String] {
            (command.arguments ?? []).flatMap { ($0.names ?? []).filter { $0.kind == "long" }.map(\.name) }
                + (command.subcommands ?? []).flatMap(options)
        }
        return Set(options(command))
    }
}
