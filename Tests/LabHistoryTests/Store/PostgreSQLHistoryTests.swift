import Foundation
import LabHistory
import LabSupport
import RunRecords
import TestSupport
import Testing

/// What only a server can go through: credentials and reachability.
@Suite("The PostgreSQL history", .enabled(if: HistoryBackend.available.contains(.postgreSQL)))
struct PostgreSQLHistoryTests {
    @Test("A wrong password is refused, and the message does not show it")
    func wrongPassword() throws {
        let server = try #require(PostgreSQLServer.shared)
        let url = server.url(database: "postgres", password: "not-the-password")
        let error = #expect(throws: FrameLabError.self) { try HistoryStore(.postgreSQL(url: url)) }
        #expect(error?.message.contains("password authentication failed") == true)
        #expect(error?.message.contains("not-the-password") == false)
    }

    @Test("An unreachable server is an error naming it")
    func unreachableServer() throws {
        let server = try #require(PostgreSQLServer.shared)
        // The server's own port, on a loopback address it does not listen on.
        let url = "postgres://\(PostgreSQLServer.user):\(server.password)@127.0.0.2:\(server.port)/postgres"
        let error = #expect(throws: FrameLabError.self) { try HistoryStore(.postgreSQL(url: url)) }
        #expect(error?.message.hasPrefix("postgres://\(PostgreSQLServer.user):***@127.0.0.2") == true)
        #expect(error?.message.contains("Connection refused") == true)
    }

    /// Whether the connection of `store` is encrypted, as the server sees it.
    private static func usesTLS(_ store: HistoryStore) throws -> Bool {
        try store.database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", [])
        }.first?[0] == "t"
    }

    @Test("TLS: sslmode=require encrypts; verify-full checks the server against the authority given")
    func transportSecurity() throws {
        let server = try #require(PostgreSQLServer.shared)
        let url = try server.createDatabase()
        #expect(try Self.usesTLS(HistoryStore(.postgreSQL(url: url + "?sslmode=require"))))
        let verified = url + "?sslmode=verify-full&sslrootcert=\(server.certificateAuthority.path)"
        #expect(try Self.usesTLS(HistoryStore(.postgreSQL(url: verified))))
        try withTemporaryDirectory { folder in
            try PostgreSQLServer.makeCertificateAuthority(in: folder, name: "other")
            let wrong = url + "?sslmode=verify-full&sslrootcert=\(folder.appending(path: "other.crt").path)"
            let error = #expect(throws: FrameLabError.self) { try HistoryStore(.postgreSQL(url: wrong)) }
            #expect(error?.message.contains("certificate verify failed") == true, "\(String(describing: error))")
            #expect(error?.message.contains(server.password) == false)
            #expect(error?.message.split(separator: "\n").count == 1)
        }
    }

    @Test("A password from libpq's password file: the URL carries none, and nothing shows it")
    func passwordFile() throws {
        let server = try #require(PostgreSQLServer.shared)
        let url = try server.createDatabase()
        let withoutPassword = url.replacingOccurrences(of: ":\(server.password)@", with: "@")
        #expect(withoutPassword != url)
        try withTemporaryDirectory { folder in
            let file = try server.passwordFile(in: folder)
            let location = HistoryLocation.postgreSQL(url: withoutPassword + "?passfile=\(file.path)&sslmode=require")
            let store = try HistoryStore(location)
            try store.record(.sample(name: "by-password-file"))
            #expect(try store.runCount() == 1)
            #expect(!location.description.contains(server.password))
        }
    }

    @Test("A page reads every scenario through the same connections: one more per core, not per scenario")
    func pageKeepsItsConnections() throws {
        let server = try #require(PostgreSQLServer.shared)
        let url = try server.createDatabase()
        let recorder = try HistoryStore(.postgreSQL(url: url))
        for index in 0..<4 { _ = try recorder.record(.sample(name: "run-\(index)", rows: 8, seed: Double(index + 1))) }
        let observer = try HistoryStore(.postgreSQL(url: url))
        // The server's processes on the database, the observer's own aside.
        func connections() throws(FrameLabError) -> Set<String> {
            Set(
                try observer.database.read { statements throws(FrameLabError) in
                    try statements.rows(
                        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
                        [])
                }.compactMap { $0[0] })
        }
        var seen: [Set<String>] = []
        let reader = try HistoryStore(.postgreSQL(url: url))
        try HistorySelection(metrics: ["p50_ms"]).forEachScenario(in: reader, along: []) {
            _, views throws(FrameLabError) in
            #expect(!views.isEmpty)
            seen.append(try connections())
        }
        #expect(seen.count == 4)
        #expect(seen.allSatisfy { $0 == seen.first }, "\(seen)")
        // The recorder's, the reader's, and the reader's companions, kept from the first scenario on.
        if ProcessInfo.processInfo.activeProcessorCount > 1 { #expect((seen.first?.count ?? 0) > 2, "\(seen)") }
    }

    @Test("A runner's series is read in key order through the blocks' primary key, a row per full block of runs")
    func seriesReadFromBlocks() throws {
        let server = try #require(PostgreSQLServer.shared)
        let store = try HistoryStore(.postgreSQL(url: try server.createDatabase()))
        let runCount = SeriesBlock.capacity + 6
        for index in 0..<runCount {
            _ = try store.record(.sample(name: "run-\(index)", rows: 2, seed: Double(index + 1)))
        }
        try store.database.reclaimSpace()
        let (plan, blocks) = try store.database.read { statements throws(FrameLabError) in
            // A table this small is cheaper read whole: the planner is told not to.
            try statements.execute("SET LOCAL enable_seqscan = off", [])
            try statements.execute("SET LOCAL enable_bitmapscan = off", [])
            let read =
                "SELECT block, metrics FROM summary_blocks WHERE series_id = (SELECT min(id) FROM series) "
                + "AND runner_id = (SELECT min(id) FROM runner_names) AND kind = 'run'"
            return (
                try statements.rows("EXPLAIN (COSTS OFF) " + read, []).compactMap { $0[0] }.joined(separator: "\n"),
                try statements.rows(read, []).count
            )
        }
        #expect(plan.contains("Index Scan using summary_blocks_pkey on summary_blocks"), "\(plan)")
        // The full block, merged while the next filled; the newer runs' rows, each its own until theirs is full.
        #expect(blocks == 1 + 6)
        let key = SummaryKey(
            scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)
        #expect(try store.series(key, metric: "p50_ms").first?.points.count == runCount)
    }
}
