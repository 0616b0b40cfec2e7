import Foundation

/// A PostgreSQL server of the tests' own: Debian's `initdb` and `pg_ctl`, run as the `postgres`
/// user when the tests run as root (the server refuses root), its data in a temporary folder,
/// listening on loopback only, with one superuser whose password is checked (scram-sha-256),
/// so that a wrong password really fails, and TLS on, with a certificate for 127.0.0.1 from a
/// certificate authority of its own (``certificateAuthority``). Started on first use, stopped
/// when the process exits.
public final class PostgreSQLServer: Sendable {
    /// The environment variable that, set to `1`, makes a missing server a failure (CI).
    public static let requiredVariable = "FRAMELAB_REQUIRE_POSTGRES"
    /// The superuser's name.
    public static let user = "framelab"
    /// The superuser's password.
    public let password = "pw-\(UUID().uuidString.prefix(8))"
    /// The loopback port it listens on.
    public let port: Int
    /// Its folder: data, socket, log, password file and certificates.
    let folder: URL
    /// The certificate of the authority that signed the server's: what `sslrootcert` names for
    /// `sslmode=verify-full`.
    public var certificateAuthority: URL { folder.appending(path: "ca.crt") }
    let binaries: URL

    /// The tests' server, started on first use; `nil` when this machine has no PostgreSQL and
    /// ``requiredVariable`` does not require one (the tests skip, and one line says why).
    public static let shared: PostgreSQLServer? = {
        do {
            let server = try PostgreSQLServer()
            atexit { PostgreSQLServer.shared?.stop() }
            return server
        } catch {
            if ProcessInfo.processInfo.environment[requiredVariable] == "1" {
                fatalError("\(requiredVariable)=1, but no PostgreSQL server could start: \(error)")
            }
            print(
                "PostgreSQL tests skipped: \(error) (install Debian's postgresql; \(requiredVariable)=1 makes this a failure)"
            )
            return nil
        }
    }()

    /// Whether the tests run against PostgreSQL too.
    public static var isAvailable: Bool { shared != nil }

    private init() throws {
        guard
            let version = try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")
                .filter({ FileManager.default.fileExists(atPath: "/usr/lib/postgresql/\($0)/bin/initdb") }).max()
        else { throw ServerError("no /usr/lib/postgresql/*/bin/initdb") }
        binaries = URL(fileURLWithPath: "/usr/lib/postgresql/\(version)/bin")
        folder = FileManager.default.temporaryDirectory.appending(path: "framelab-postgres-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let passwordFile = folder.appending(path: "password")
        try Data(password.utf8).write(to: passwordFile)
        if getuid() == 0 {
            for path in [folder, passwordFile] {
                try FileManager.default.setAttributes([.ownerAccountName: "postgres"], ofItemAtPath: path.path)
            }
        }
        port = try Self.freePort()
        try Self.makeCertificateAuthority(in: folder, name: "ca")
        try Self.run([
            "openssl", "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
            folder.appending(path: "server.key").path, "-out", folder.appending(path: "server.csr").path, "-subj",
            "/CN=127.0.0.1",
        ])
        let extensions = folder.appending(path: "server.ext")
        try Data("subjectAltName=IP:127.0.0.1\n".utf8).write(to: extensions)
        try Self.run([
            "openssl", "x509", "-req", "-in", folder.appending(path: "server.csr").path, "-CA",
            folder.appending(path: "ca.crt").path, "-CAkey", folder.appending(path: "ca.key").path, "-CAcreateserial",
            "-out", folder.appending(path: "server.crt").path, "-days", "2", "-extfile", extensions.path,
        ])
        for name in ["server.key", "server.crt"] {
            let path = folder.appending(path: name).path
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            if getuid() == 0 {
                try FileManager.default.setAttributes([.ownerAccountName: "postgres"], ofItemAtPath: path)
            }
        }
        try runAsServerUser(
            "initdb", "--pgdata", folder.appending(path: "data").path, "--username", Self.user,
            "--pwfile", passwordFile.path, "--auth", "scram-sha-256", "--no-sync", "--encoding", "UTF8", "--locale", "C"
        )
        try runAsServerUser(
            "pg_ctl", "--pgdata", folder.appending(path: "data").path, "--log", folder.appending(path: "log").path,
            "--options",
            "-p \(port) -h 127.0.0.1 -k \(folder.path) -F -c ssl=on -c ssl_cert_file=\(folder.path)/server.crt "
                + "-c ssl_key_file=\(folder.path)/server.key",
            "--wait", "start")
    }

    /// A new certificate authority, `<name>.crt` and `<name>.key` in `folder`: the server's, or
    /// one that did not sign it.
    public static func makeCertificateAuthority(in folder: URL, name: String) throws {
        try run([
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
            folder.appending(path: "\(name).key").path, "-out", folder.appending(path: "\(name).crt").path, "-days",
            "2",
            "-subj", "/CN=framelab test \(name)",
        ])
    }

    /// A libpq password file (`PGPASSFILE`, `passfile=`) in `folder` holding the superuser's
    /// password for this server: a URL need not carry it.
    public func passwordFile(in folder: URL) throws -> URL {
        let file = folder.appending(path: "pgpass")
        try Data("127.0.0.1:\(port):*:\(Self.user):\(password)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return file
    }

    /// The URL of `database` as the superuser, with `password` (the right one unless told).
    public func url(database: String, password: String? = nil) -> String {
        "postgres://\(Self.user):\(password ?? self.password)@127.0.0.1:\(port)/\(database)"
    }

    /// A new, empty database's URL.
    public func createDatabase() throws -> String {
        let name = "history_\(UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: ""))"
        try Self.run([
            "psql", url(database: "postgres"), "-v", "ON_ERROR_STOP=1", "-q", "-c", "CREATE DATABASE \(name)",
        ])
        return url(database: name)
    }

    /// Stops the server at once and removes its folder.
    func stop() {
        try? runAsServerUser("pg_ctl", "--pgdata", folder.appending(path: "data").path, "--mode", "immediate", "stop")
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs the server binary `name` with `arguments`, as `postgres` when this process is root.
    private func runAsServerUser(_ name: String, _ arguments: String...) throws {
        let command = [binaries.appending(path: name).path] + arguments
        try Self.run(getuid() == 0 ? ["runuser", "-u", "postgres", "--"] + command : command)
    }

    /// Runs `command`, throwing with its output when it fails. Its output goes to a file, not a
    /// pipe, which a server it starts could keep open; and it is waited for with `waitpid`, not
    /// `Process`, whose exit monitoring missed `pg_ctl`'s end when tests start processes at once.
    private static func run(_ command: [String]) throws {
        let output = FileManager.default.temporaryDirectory.appending(path: "framelab-postgres-output-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let arguments = ["/usr/bin/env"] + command
        var argv = arguments.map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, &argv, environ)
        guard spawned == 0 else { throw ServerError("\(command[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            throw ServerError("\(command.joined(separator: " ")) failed (status \(status)): \(text)")
        }
    }

    /// A loopback port nothing listens on now.
    private static func freePort() throws -> Int {
        let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else { throw ServerError("no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Why the server could not start.
    struct ServerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
