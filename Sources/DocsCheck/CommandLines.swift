/// The `framelab` and `make` command lines in a piece of code the docs show, checked against
/// the commands, options and targets that exist.
struct CommandLines {
    /// The tool's commands and options.
    let tree: CommandTree
    /// The Makefile's targets.
    let makeTargets: Set<String>
    /// Every long option of every command of the tool.
    private let allOptions: Set<String>

    /// The command lines that `tree` and `makeTargets` allow.
    init(tree: CommandTree, makeTargets: Set<String>) {
        self.tree = tree
        self.makeTargets = makeTargets
        allOptions = tree.allOptions
    }

    /// What is wrong with the command lines in `code` (a code span or a line of a code block):
    /// a `framelab` subcommand or option, or a `make` target, that does not exist; code that
    /// starts with an option (`--changes`, `--metric M`) must name an option of some `framelab`
    /// command.
    func problems(in code: String) -> [String] {
        let words = code.prefix { $0 != "#" }.split(whereSeparator: \.isWhitespace).map(String.init)
        if let first = words.first, let option = Self.longOption(first) {
            return allOptions.contains(option) ? [] : ["no framelab command has the option --\(option)"]
        }
        var problems: [String] = []
        for (index, word) in words.enumerated() {
            let rest = words[(index + 1)...].prefix { !Self.separators.contains($0) }
            if word.split(separator: "/").last == "framelab" || word == "$(FRAMELAB)" {
                problems += framelabProblems(Array(rest))
            } else if word == "make", index == 0 || Self.separators.contains(words[index - 1]) {
                problems += rest.filter { !$0.contains("=") && !$0.hasPrefix("-") && !Self.isPlaceholder($0) }
                    .filter { !makeTargets.contains($0) }.map { "the Makefile has no target \($0)" }
            }
        }
        return problems
    }

    /// What is wrong with the arguments of one `framelab` command line.
    private func framelabProblems(_ arguments: [String]) -> [String] {
        var command = tree.command
        var path = ["framelab"]
        var choosesSubcommand = true
        var problems: [String] = []
        var skipsValue = false
        for argument in arguments {
            if skipsValue || Self.isPlaceholder(argument) {
                skipsValue = false
                continue
            }
            if let option = Self.longOption(argument) {
                choosesSubcommand = false
                let candidates =
                    [command] + (path.count > 1 && command.option(option) == nil ? command.subcommands ?? [] : [])
                guard let found = candidates.lazy.compactMap({ $0.option(option) }).first else {
                    problems.append("`\(path.joined(separator: " "))` has no option --\(option)")
                    continue
                }
                skipsValue = found.kind == "option" && !argument.contains("=")
            } else if argument.hasPrefix("-") {
                choosesSubcommand = false
            } else if choosesSubcommand, let subcommands = command.subcommands, !subcommands.isEmpty {
                guard let subcommand = command.subcommand(argument) else {
                    // An unknown command's options cannot be checked.
                    if path.count == 1 { return problems + ["framelab has no command \(argument)"] }
                    choosesSubcommand = false
                    continue
                }
                command = subcommand
                path.append(argument)
            } else {
                choosesSubcommand = false
            }
        }
        return problems
    }

    /// The words that end a command line: shell operators.
    private static let separators: Set<String> = ["|", "||", "&&", ";", ">", ">>", "2>", "2>&1", "<"]

    /// `name` for `--name` or `--name=value`; `nil` for anything else.
    private static func longOption(_ word: String) -> String? {
        guard let match = word.wholeMatch(of: /--([a-z0-9][a-z0-9-]*)(=.*)?/) else { return nil }
        return String(match.output.1)
    }

    /// Whether `word` stands for something (`<run>`, `…`, `[options]`, `A`) rather than being one.
    private static func isPlaceholder(_ word: String) -> Bool {
        word.contains("…") || word.contains("<") || word.hasPrefix("[") || word.hasPrefix("{")
            || word.hasPrefix("$") || word == "..."
    }
}
