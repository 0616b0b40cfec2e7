import LabCatalog

extension LayoutImplementation {
    /// How the implementation keeps its layouts, which sets the memory it needs per element.
    package var storage: LayoutStorage {
        switch self {
        case .reference: .attributesObjects
        case .cached: .cachedAttributes
        case .optimized, .scalar: .closedForm
        }
    }
}
