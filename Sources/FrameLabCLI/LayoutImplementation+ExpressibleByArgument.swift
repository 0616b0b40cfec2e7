import ArgumentParser
import LabCatalog

// An implementation is given by its name: `reference`, `cached`, `optimized` or `scalar`.
extension LayoutImplementation: ExpressibleByArgument {}
