import LabCatalog
import RunRecords

extension LabImplementation {
    /// The lab's name for `implementation`.
    package init(_ implementation: LayoutImplementation) {
        switch implementation {
        case .reference: self = .reference
        case .cached: self = .cached
        case .optimized: self = .optimized
        case .scalar: self = .scalar
        }
    }

    /// The layout implementation that answers the queries: the implementation itself, or for the
    /// two peers of full interpolation the optimized kernels.
    package var layout: LayoutImplementation {
        switch self {
        case .reference: .reference
        case .cached: .cached
        case .optimized, .c, .memcpy: .optimized
        case .scalar: .scalar
        }
    }

    /// How the implementation keeps its layouts.
    package var storage: LayoutStorage {
        self == .c ? .frameTables : layout.storage
    }
}
