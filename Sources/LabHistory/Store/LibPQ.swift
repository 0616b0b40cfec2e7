import Foundation
import LabSupport

/// PostgreSQL's C client, loaded when a history on a server is first opened, not linked: framelab
/// starts without binding it and the libraries it needs (TLS, Kerberos, LDAP) whatever its
/// history, and runs on an SQLite history where libpq is not installed.
///
/// The functions are libpq's (`PQexec` is ``exec``), with its stable C interface: a connection
/// and a result are opaque pointers, its status enums C `int`s.
package struct LibPQ: Sendable {
    typealias Connection = OpaquePointer
    typealias Result = OpaquePointer
    /// A C string array: `const char *const *`.
    typealias CStrings = UnsafePointer<UnsafePointer<CChar>?>
    /// `PQnoticeProcessor`: called with its argument and a notice's text.
    typealias NoticeProcessor = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void

    /// `CONNECTION_OK`, a connection's status when it is open.
    static let connectionOK: Int32 = 0
    /// `PGRES_COMMAND_OK`, a result's status after a statement that returns no rows.
    static let commandOK: Int32 = 1
    /// `PGRES_TUPLES_OK`, a result's status after a query.
    static let tuplesOK: Int32 = 2

    let connectdbParams: @convention(c) (CStrings, CStrings, Int32) -> Connection?
    let status: @convention(c) (Connection?) -> Int32
    let errorMessage: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
    let setNoticeProcessor: @convention(c) (Connection?, NoticeProcessor?, UnsafeMutableRawPointer?) -> NoticeProcessor?
    let finish: @convention(c) (Connection?) -> Void
    let exec: @convention(c) (Connection?, UnsafePointer<CChar>?) -> Result?
    /// `PQexecParams(connection, command, count, types, values, lengths, formats, resultFormat)`.
    let execParams:
        @convention(c) (
            Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?, CStrings?, UnsafePointer<Int32>?,
            UnsafePointer<Int32>?, Int32
        ) -> Result?
    let resultStatus: @convention(c) (Result?) -> Int32
    let clear: @convention(c) (Result?) -> Void
    let ntuples: @convention(c) (Result?) -> Int32
    let nfields: @convention(c) (Result?) -> Int32
    let getisnull: @convention(c) (Result?, Int32, Int32) -> Int32
    let getvalue: @convention(c) (Result?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let getlength: @convention(c) (Result?, Int32, Int32) -> Int32
    /// A column's type, its `pg_type.oid`.
    let ftype: @convention(c) (Result?, Int32) -> UInt32

    /// Where libpq is looked for, in order: the name the system's loader finds, then Homebrew's
    /// (its libpq is not linked into the loader's paths).
    #if canImport(Darwin)
    package static let libraryNames = [
        "libpq.5.dylib", "/opt/homebrew/opt/libpq/lib/libpq.5.dylib", "/usr/local/opt/libpq/lib/libpq.5.dylib",
    ]
    #else
    package static let libraryNames = ["libpq.so.5"]
    #endif

    /// libpq, loaded once for the process.
    static func shared() throws(FrameLabError) -> LibPQ {
        try loadedOnce.get()
    }

    private static let loadedOnce = Swift.Result { () throws(FrameLabError) in try LibPQ(from: libraryNames) }

    /// libpq from the first of `names` the loader opens; throws, naming them and how to install
    /// it, when none opens or one lacks a function.
    package init(from names: [String]) throws(FrameLabError) {
        var reasons: [String] = []
        var opened: (library: UnsafeMutableRawPointer, name: String)?
        for name in names where opened == nil {
            if let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                opened = (library, name)
            } else {
                reasons.append(dlerror().map { String(cString: $0) } ?? name)
            }
        }
        guard let (library, libraryName) = opened else {
            throw FrameLabError(
                "a PostgreSQL history needs libpq, PostgreSQL's client library, which did not load ("
                    + reasons.joined(separator: "; ")
                    + "): install it (Debian: apt-get install libpq5; macOS: brew install libpq)")
        }
        func function<Function>(_ name: String) throws(FrameLabError) -> Function {
            guard let address = dlsym(library, name) else {
                throw FrameLabError("\(libraryName) has no function \(name): it is not libpq 9.0 or newer")
            }
            return unsafeBitCast(address, to: Function.self)
        }
        connectdbParams = try function("PQconnectdbParams")
        status = try function("PQstatus")
        errorMessage = try function("PQerrorMessage")
        setNoticeProcessor = try function("PQsetNoticeProcessor")
        finish = try function("PQfinish")
        exec = try function("PQexec")
        execParams = try function("PQexecParams")
        resultStatus = try function("PQresultStatus")
        clear = try function("PQclear")
        ntuples = try function("PQntuples")
        nfields = try function("PQnfields")
        getisnull = try function("PQgetisnull")
        getvalue = try function("PQgetvalue")
        getlength = try function("PQgetlength")
        ftype = try function("PQftype")
    }
}
