import Foundation
import LabSupport

extension RunEnvironment {
    /// The environment that `environment.txt` at `path` describes (``text``), for recording a
    /// run folder after the fact. Lines an older lab did not write (`runner`, `valgrind`, the
    /// activity, the reference) may be missing; the machine, the commit and the date may not.
    ///
    /// An error names the file and the line or field that is wrong.
    package init(text: String, path: String) throws(FrameLabError) {
        let fields = try NameValueText.fields(of: text, path: path)
        func field(_ name: String) throws(FrameLabError) -> String {
            guard let value = fields[name] else { throw FrameLabError("\(path): no `\(name):` line") }
            return value
        }
        func known(_ name: String) -> String? {
            fields[name].flatMap { $0 == "unknown" ? nil : $0 }
        }
        let processor = try field("cpu")
        guard let cores = Int(try field("cores")), cores > 0 else {
            throw FrameLabError("\(path): cores \(fields["cores"]!.debugDescription) is not a positive whole number")
        }
        let git = try field("git")
        let commit = git.hasSuffix("-dirty") ? String(git.dropLast("-dirty".count)) : git
        guard let date = try? Date(try field("date"), strategy: .iso8601) else {
            throw FrameLabError("\(path): date \(fields["date"]!.debugDescription) is not an ISO 8601 date")
        }
        let activity = known("load average").flatMap(Double.init).map { load in
            SystemActivity(loadAverage: load, stealPercent: known("steal percent").flatMap(Double.init) ?? 0)
        }
        self.init(
            processor: processor, cores: cores,
            runner: fields["runner"] ?? Runner.derivedName(processor: processor, cores: cores),
            memoryBytes: Self.memoryBytes(fields["memory"]), operatingSystem: fields["os"] ?? "unknown",
            swiftVersion: known("swift"), valgrindVersion: known("valgrind"),
            gitCommit: commit == "unknown" ? nil : commit, hasUncommittedChanges: git.hasSuffix("-dirty"),
            buildFlags: fields["build flags"] ?? "unknown",
            commandLine: fields["command line"].map(Self.shellWords) ?? [], date: date, activity: activity,
            reference: RunReference(
                ref: known("ref"), pullRequestBase: fields["pull request base"].flatMap { $0 == "none" ? nil : $0 }))
    }

    /// The bytes of a `memory:` field: exact where it says `(N bytes)`, else from its GiB.
    private static func memoryBytes(_ field: String?) -> UInt64 {
        guard let field else { return 0 }
        if let open = field.firstIndex(of: "("),
            let bytes = UInt64(field[field.index(after: open)...].prefix { $0.isNumber })
        {
            return bytes
        }
        let gibibytes = Double(field.prefix { $0.isNumber || $0 == "." }) ?? 0
        return UInt64(gibibytes * Double(1 << 30))
    }

    /// The words of a command line as ``text`` quotes it: split at spaces, `'…'` taken whole,
    /// `'\''` an escaped quote.
    private static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case "'":
                quoted.toggle()
                inWord = true
            case "\\" where !quoted:
                if let next = characters.next() { word.append(next) }
                inWord = true
            case " " where !quoted:
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
