import Foundation

/// A process and every process it started, as `/proc` links them: what an interrupt must kill
/// when a child runs other programs in turn (`git bisect run`, a build, valgrind).
enum ProcessTree {
    /// Sends SIGKILL to `root` and each of its descendants, deepest first.
    static func kill(_ root: pid_t) {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let id = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // "pid (name) state ppid …": the name may hold spaces, so read after its ')'.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(id) }
        }
        func kill(_ id: pid_t) {
            for child in children[id] ?? [] { kill(child) }
            Glibc.kill(id, SIGKILL)
        }
        kill(root)
    }
}
