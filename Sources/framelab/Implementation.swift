import ArgumentParser
import CachedLayout
import FrameLab
import ReferenceLayout
import SIMDLayout
import SwitchLayout

/// The kernel implementations a command can query; each names its ``LayoutKernel`` type, so the
/// commands stay generic over them.
enum Implementation: String, CaseIterable, ExpressibleByArgument {
    /// ``ReferenceLayout``: DisplaySwitcher on UIKit, faithfully.
    case reference
    /// ``CachedLayout``: attributes objects cached at prepare, binary search and scan.
    case cached
    /// ``SIMDOptimizedLayout``: closed-form layouts, 8-lane SIMD, O(log sections + k) queries.
    case optimized
    /// ``ScalarOptimizedLayout``: the optimized algorithms with one lane, the SIMD ablation.
    case scalar

    /// How the implementation keeps its layouts.
    var storage: LayoutStorage {
        switch self {
        case .reference: .attributesObjects
        case .cached: .cachedAttributes
        case .optimized, .scalar: .closedForm
        }
    }

    /// The kernel type that implements the layout math.
    var kernelType: any LayoutKernel.Type {
        switch self {
        case .reference: ReferenceLayout.self
        case .cached: CachedLayout.self
        case .optimized: SIMDOptimizedLayout.self
        case .scalar: ScalarOptimizedLayout.self
        }
    }
}
