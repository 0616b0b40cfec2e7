import Foundation
import LabHistory
import LabSupport
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
}
