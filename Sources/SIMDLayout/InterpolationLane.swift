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
    /// The lanewise minimum, `other` where it is smaller (as `Swift.min`).
    func lanewiseMinimum(_ other: Self) -> Self
    /// The lanewise maximum, `other` where it is larger (as `Swift.max`).
    func lanewiseMaximum(_ other: Self) -> Self
    /// A bit mask with bit i set where lane i of `self` is less than lane i of `other`.
    func lanes(lessThan other: Self) -> UInt
    /// A bit mask with bit i set where lane i of `self` is less than or equal to lane i of `other`.
    func lanes(lessThanOrEqualTo other: Self) -> UInt
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
    public func lanewiseMinimum(_ other: Double) -> Double { Swift.min(self, other) }

    @inlinable @inline(__always)
    public func lanewiseMaximum(_ other: Double) -> Double { Swift.max(self, other) }

    @inlinable @inline(__always)
    public func lanes(lessThan other: Double) -> UInt { self < other ? 1 : 0 }

    @inlinable @inline(__always)
    public func lanes(lessThanOrEqualTo other: Double) -> UInt { self <= other ? 1 : 0 }

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
    public func lanewiseMinimum(_ other: SIMD8<Double>) -> SIMD8<Double> {
        replacing(with: other, where: other .< self)
    }

    @inlinable @inline(__always)
    public func lanewiseMaximum(_ other: SIMD8<Double>) -> SIMD8<Double> {
        replacing(with: other, where: self .< other)
    }

    @inlinable @inline(__always)
    public func lanes(lessThan other: SIMD8<Double>) -> UInt { Self.bits(self .< other) }

    @inlinable @inline(__always)
    public func lanes(lessThanOrEqualTo other: SIMD8<Double>) -> UInt { Self.bits(self .<= other) }

    @inlinable @inline(__always)
    public func wrapped(above limit: SIMD8<Double>, by period: SIMD8<Double>) -> (
        value: SIMD8<Double>, carry: SIMD8<Double>
    ) {
        let wraps = limit .< self
        return (replacing(with: self - period, where: wraps), SIMD8(repeating: 0).replacing(with: 1, where: wraps))
    }

    @inlinable @inline(__always)
    static func bits(_ mask: SIMDMask<SIMD8<Int64>>) -> UInt {
        // Each true lane is all ones: keep lane i's low bit at bit i.
        let selected = unsafeBitCast(mask, to: SIMD8<UInt64>.self) & SIMD8<UInt64>(1, 2, 4, 8, 16, 32, 64, 128)
        return UInt(selected.wrappedSum())
    }
}
