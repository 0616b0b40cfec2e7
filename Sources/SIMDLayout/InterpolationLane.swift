/// The vector of `Double` lanes the optimized kernels compute frames in: `SIMD8<Double>` for the
/// optimized layout, and `Double` itself, one lane, for the scalar ablation, so both run the
/// same algorithms and only the lane width differs.
public protocol InterpolationLane {
    /// The number of `Double` lanes.
    static var laneCount: Int { get }
    /// A vector with every lane set to `value`.
    init(repeating value: Double)
    /// A vector whose lane i is `value(i)`.
    init(generating value: (Int) -> Double)
    /// A vector of the first `laneCount` lanes of `vector`.
    init(firstLanesOf vector: SIMD8<Double>)
    /// Stores the lanes to `laneCount` consecutive values at `pointer`.
    func store(to pointer: UnsafeMutablePointer<Double>)
    /// The value of lane `index`.
    func lane(_ index: Int) -> Double
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Self) -> Self
    /// `self − period` where a lane is above `limit`, else `self`; and 1 where it was, else 0.
    func wrapped(above limit: Self, by period: Self) -> (value: Self, carry: Self)
}

extension InterpolationLane {
    /// Calls `body` with the lanes stored in order, to read several of them: reading a lane of a
    /// vector in place copies the whole vector each time.
    @inline(__always)
    func withStoredLanes<Result>(_ body: (UnsafePointer<Double>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.laneCount) { storage in
            store(to: storage.baseAddress!)
            return body(storage.baseAddress!)
        }
    }
}

extension Double: InterpolationLane {
    public static var laneCount: Int { 1 }

    @inlinable @inline(__always)
    public init(repeating value: Double) { self = value }

    @inlinable @inline(__always)
    public init(generating value: (Int) -> Double) { self = value(0) }

    @inlinable @inline(__always)
    public init(firstLanesOf vector: SIMD8<Double>) { self = vector[0] }

    @inlinable @inline(__always)
    public func store(to pointer: UnsafeMutablePointer<Double>) { pointer.pointee = self }

    @inlinable @inline(__always)
    public func lane(_ index: Int) -> Double { self }

    @inlinable @inline(__always)
    public func wrapped(above limit: Double, by period: Double) -> (value: Double, carry: Double) {
        self > limit ? (self - period, 1) : (self, 0)
    }
}

extension SIMD8: InterpolationLane where Scalar == Double {
    public static var laneCount: Int { 8 }

    @inlinable @inline(__always)
    public init(generating value: (Int) -> Double) {
        self.init(value(0), value(1), value(2), value(3), value(4), value(5), value(6), value(7))
    }

    @inlinable @inline(__always)
    public init(firstLanesOf vector: SIMD8<Double>) { self = vector }

    @inlinable @inline(__always)
    public func store(to pointer: UnsafeMutablePointer<Double>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: self, as: SIMD8<Double>.self)
    }

    @inlinable @inline(__always)
    public func lane(_ index: Int) -> Double { self[index] }

    @inlinable @inline(__always)
    public func wrapped(above limit: SIMD8<Double>, by period: SIMD8<Double>) -> (
        value: SIMD8<Double>, carry: SIMD8<Double>
    ) {
        let wraps = limit .< self
        return (replacing(with: self - period, where: wraps), SIMD8(repeating: 0).replacing(with: 1, where: wraps))
    }
}
