import LabSupport
import RunRecords

extension SummaryKey {
    /// The row as the history's tables and pages name it:
    /// `switch-list-to-grid · optimized · N = 100k · 60 Hz` (`callgrind` for a gate's counts).
    var rowName: String {
        let rate = refreshRate == 0 ? "callgrind" : "\(refreshRate) Hz"
        return "\(scenario) · \(implementation) · N = \(items.countDescription) · \(rate)"
    }
}
