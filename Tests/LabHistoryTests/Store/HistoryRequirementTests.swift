import Foundation
import Glibc
import LabHistory
import LabSupport
import TestSupport
import Testing

/// A required history (`--require-history`) is checked before anything is measured: whatever
/// keeps it from recording a run is one line, soon.
@Suite("A history that must be there")
struct HistoryRequirementTests {
    static let prefix = "the history is required, and cannot record: "

    @Test(
        "A history that can record passes the check, and the check writes nothing", arguments: HistoryBackend.available)
    func recordable(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            try HistoryStore(location).record(.sample(name: "one"))
            try location.checkRecordable()
            #expect(
                try HistoryStore(location).metricNames() == [
                    "over_budget", "p50_ms", "speedup_vs_reference", "worst_frame_ms",
                ])
        }
    }

    @Test("A missing, corrupt, read-only or newer SQLite file: one line naming the file and the cause")
    func sqliteFaults() throws {
        try withTemporaryDirectory { folder in
            let missing = folder.appending(path: "missing.sqlite").path
            #expect(
                throws: FrameLabError(
                    Self.prefix + "\(missing): no such file (a run without --require-history creates it)")
            ) {
                try HistoryLocation.sqlite(path: missing).checkRecordable()
            }
            #expect(!FileManager.default.fileExists(atPath: missing), "the check creates nothing")

            let corrupt = folder.appending(path: "corrupt.sqlite").path
            try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: corrupt))
            #expect(throws: FrameLabError(Self.prefix + "\(corrupt): file is not a database")) {
                try HistoryLocation.sqlite(path: corrupt).checkRecordable()
            }

            let newer = HistoryLocation.sqlite(path: folder.appending(path: "newer.sqlite").path)
            try HistoryStore(newer).database.write { statements throws(FrameLabError) in
                try statements.execute("INSERT INTO grdb_migrations (identifier) VALUES ('99-from-the-future')", [])
            }
            let newerError = #expect(throws: FrameLabError.self) { try newer.checkRecordable() }
            #expect(newerError?.message.hasPrefix(Self.prefix) == true)
            #expect(newerError?.message.contains("newer than this framelab's") == true)

            // Root writes any file: a read-only folder's file is read-only to others alone.
            guard getuid() != 0 else { return }
            let readOnly = HistoryLocation.sqlite(path: folder.appending(path: "read-only.sqlite").path)
            try HistoryStore(readOnly).record(.sample(name: "one"))
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: "\(readOnly)")
            let readOnlyError = #expect(throws: FrameLabError.self) { try readOnly.checkRecordable() }
            #expect(readOnlyError?.message.contains("readonly") == true)
        }
    }

    @Test(
        "An unreachable or silent server: one line naming it, its password masked, within 15 s",
        .enabled(if: HistoryBackend.available.contains(.postgreSQL)))
    func serverFaults() throws {
        let server = try #require(PostgreSQLServer.shared)
        let refused = server.url(database: "postgres").replacingOccurrences(of: "127.0.0.1", with: "127.0.0.2")
        let refusedError = #expect(throws: FrameLabError.self) {
            try HistoryLocation.postgreSQL(url: refused).checkRecordable()
        }
        #expect(refusedError?.message.hasPrefix(Self.prefix + "postgres://framelab:***@127.0.0.2") == true)
        #expect(refusedError?.message.contains(server.password) == false)

        // A port that accepts connections and never answers: libpq gives up at its timeout.
        let silent = try SilentListener()
        defer { silent.close() }
        let started = ContinuousClock.now
        let silentError = #expect(throws: FrameLabError.self) {
            try HistoryLocation.postgreSQL(url: "postgres://lab:secret@127.0.0.1:\(silent.port)/history")
                .checkRecordable()
        }
        #expect(ContinuousClock.now - started < .seconds(15))
        #expect(silentError?.message.hasPrefix(Self.prefix + "postgres://lab:***@127.0.0.1:\(silent.port)") == true)
        #expect(silentError?.message.contains("secret") == false)
    }
}

/// A loopback TCP port that takes connections into its backlog and never reads them.
private struct SilentListener {
    let socket: Int32
    let port: Int

    init() throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let socket = socket
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && listen(socket, 8) == 0
                    && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else { throw FrameLabError("no loopback port to listen on") }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() { _ = Glibc.close(socket) }
}
