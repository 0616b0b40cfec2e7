import CConversions

extension Int {
    /// `Int(value)`, `value` truncated toward zero, without the range and NaN checks that cost
    /// more than the conversion itself on a query's path: `value` must lie in (−2⁶³, 2⁶³), which
    /// the caller has proven (any other value gives an undefined result).
    @inline(__always)
    init(boundedTruncating value: Double) {
        assert(value > -0x1p63 && value < 0x1p63, "\(value) is out of Int's range")
        self = c_truncated(value)
    }
}
