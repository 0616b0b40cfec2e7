import Foundation

/// The workers' results, stored from their threads and read once all are done.
final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<LabResults, WorkerFailure>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<LabResults, WorkerFailure>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    func collected() -> LabResults {
        lock.withLock {
            var collected = LabResults(records: [])
            for result in results.compactMap({ $0 }) {
                switch result {
                case .success(let sent):
                    collected.records += sent.records
                    collected.footprints += sent.footprints
                case .failure(let failure):
                    collected.failures.append(failure)
                }
            }
            return collected
        }
    }
}
