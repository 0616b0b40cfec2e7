import ChangePoints
import Foundation
import LabSupport
import RunRecords

/// What `framelab history --changes` keeps of one runner's search, so that the next call with the
/// same request searches again only the runners with runs recorded since: the change points it
/// found, the runs it saw, the branch it searched along and how far each series's search holds.
/// A kept search stands while the runner has no newer run, no run of a commit the branch has
/// gained since, and the branch up to the commit it was searched to is the same; then it equals
/// a new search's result. Once the runner has newer runs, its series resume from their progress
/// where it holds (``SeriesProgress``).
package struct KeptSearch: Sendable {
    /// The newest commit of the branch searched along, a full hash.
    var chainTip: String
    /// The digest of the branch's commits up to ``chainTip`` (``chainDigest(_:through:)``).
    var chainDigest: String
    /// The largest run id the history held when the search began: a run of the runner with a
    /// larger id was recorded since.
    var throughRun: Int
    /// The change points found, in ``HistoryStore/changes(keys:metrics:kinds:runner:along:detector:searchingAgain:)``'s order.
    var changes: [DetectedChange]
    /// How far each series's search holds.
    var progress: [Series: SeriesProgress] = [:]

    /// One series of a runner's search: a row's metric in the runs of one kind.
    struct Series: Hashable, Sendable {
        var key: SummaryKey
        var metric: String
        var kind: RecordedRun.Kind
    }

    /// How a search of change points used the kept searches, and kept its own.
    package struct Keeping: Sendable {
        /// The runners searched: without a current kept search, or all when searching again.
        package var runnersSearched = 0
        /// The runners whose kept search stood, not searched again.
        package var runnersKept = 0
        /// The runners searched whose series resumed from their kept search where it held.
        package var runnersResumed = 0
        /// Why the searches could not be kept for the next call; `nil` when they were.
        package var problem: FrameLabError?
    }

    /// Raised whenever the search would find other change points in the same runs (a new detector,
    /// another value of a run): kept searches of an earlier version are searched again.
    static let version = 1

    /// The request a search answers, as a digest: the rows, metrics and kinds searched and each
    /// metric's detector. Searches of other requests are kept apart.
    static func request(
        keys: [SummaryKey], metrics: [String], kinds: [RecordedRun.Kind], detectors: [ChangePointDetector]
    ) -> String {
        let rows = keys.map { "\($0.scenario)/\($0.implementation)/\($0.items)/\($0.refreshRate)" }
        let searched = zip(metrics, detectors).map { metric, detector in
            "\(metric):\(detector.windowLength),\(detector.maximumPValue),\(detector.minimumMagnitude),"
                + "\(detector.minimumSegmentLength),\(detector.comparesLogarithms),\(detector.correctsForSplitChoice)"
        }
        return digest(
            [
                "v\(version)", kinds.map(\.rawValue).joined(separator: ","), rows.joined(separator: ";"),
                searched.joined(separator: ";"),
            ].joined(separator: "|"))
    }

    /// The digest of `chain`'s commits up to the one at `position`, oldest first: the digest of
    /// their hashes joined by spaces, hashed in place.
    static func chainDigest(_ chain: BranchChain, through position: Int) -> String {
        var hash = digestBasis
        for (offset, commit) in chain.commits[...position].enumerated() {
            if offset > 0 { hash = digest(UInt8(ascii: " "), into: hash) }
            hash = commit.utf8.reduce(hash) { digest($1, into: $0) }
        }
        return hexadecimal(hash)
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8, in hexadecimal: a key, not a secret.
    private static func digest(_ text: String) -> String {
        hexadecimal(text.utf8.reduce(digestBasis) { digest($1, into: $0) })
    }

    /// `hash` as 16 hexadecimal digits: how a digest is kept.
    private static func hexadecimal(_ hash: UInt64) -> String {
        String(format: "%016llx", hash)
    }

    /// FNV-1a's offset basis: the hash of no bytes.
    private static let digestBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a's `hash` with `byte` after the bytes it hashed.
    private static func digest(_ byte: UInt8, into hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}

extension KeptSearch {
    /// A search along `chain` (not empty) of the runs up to `throughRun`, which found `changes`
    /// and made `progress`.
    init(chain: BranchChain, throughRun: Int, changes: [DetectedChange], progress: [Series: SeriesProgress] = [:]) {
        let tip = chain.commits.count - 1
        self.init(
            chainTip: chain.commits[tip], chainDigest: Self.chainDigest(chain, through: tip), throughRun: throughRun,
            changes: changes, progress: progress)
    }
}
