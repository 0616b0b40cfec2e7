/// What a frame-lab worker can measure: the four layout implementations, and for full
/// interpolation two peers of the optimized loop.
package enum LabImplementation: String, CaseIterable, Hashable, Sendable, Comparable {
    /// The reference kernels: DisplaySwitcher's layouts as UIKit runs them.
    case reference
    /// The conventional peer: attributes objects cached at prepare, binary search and scan.
    case cached
    /// The optimized kernels, eight SIMD lanes.
    case optimized
    /// The optimized kernels with one lane: the SIMD ablation.
    case scalar
    /// The full-interpolation loop written in C (clang -O3), over tables of every element's
    /// frames prepared when a transition starts; the optimized kernels answer the rest.
    case c
    /// A memcpy of the bytes full interpolation writes: the memory bandwidth bound.
    case memcpy

    /// Whether the implementation only exists for the full-interpolation workload.
    package var isFullInterpolationPeer: Bool { self == .c || self == .memcpy }

    /// How its frames meet the reference: compared, except for the reference itself and the
    /// bandwidth bound, which computes nothing to check but runs the mirror all the same.
    package var verification: FrameVerification {
        switch self {
        case .reference: .none
        case .memcpy: .mirrorOnly
        case .cached, .optimized, .scalar, .c: .compare
        }
    }

    package static func < (lhs: LabImplementation, rhs: LabImplementation) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
