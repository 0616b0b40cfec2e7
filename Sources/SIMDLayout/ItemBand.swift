/// Where the cells of a section of uniform rows lie along the scroll axis, as a band about a
/// line in the item index: every edge of item i's frame lies in
/// `intercept + slope · i + [low, high]`, in points.
///
/// In a layout of C columns and row pitch P whose cells start at T, item i's edges lie in its
/// row's slot, T + P · ⌊i / C⌋ + [0, P] ⊂ T + (P / C) · i + P · [−(C − 1) / C, 1]. At progress t
/// the edges of a transition's cells lie in the sum of both layouts' bands weighted by 1 − t and
/// t: one band again. The four numbers are one vector: weighting a band and adding another are
/// a vector multiplication and addition each.
struct ItemBand {
    /// (intercept, slope, low, high).
    private var lanes: SIMD4<Double>

    /// The band of a section of uniform rows `rowPitch` apart in `columns` columns, whose cells
    /// start at 0.
    init(rowPitch: Double, columns: Int) {
        let columns = Double(columns)
        lanes = SIMD4(0, rowPitch / columns, -rowPitch * ((columns - 1) / columns), rowPitch)
    }

    private init(lanes: SIMD4<Double>) {
        self.lanes = lanes
    }

    /// Where every edge of item i's frame lies: `intercept + slope · i + [low, high]`, points.
    var intercept: Double { lanes.x }
    /// How far the line moves per item, in points.
    var slope: Double { lanes.y }
    /// The band's lower end, from the line, in points.
    var low: Double { lanes.z }
    /// The band's upper end, from the line, in points.
    var high: Double { lanes.w }

    /// Whether no length overflowed: a sum of finite numbers that overflows bounds nothing either,
    /// so one test covers the four.
    var isFinite: Bool { lanes.sum().isFinite }

    /// The band of the same section whose cells start at `cellsTop` instead, in points.
    @inline(__always)
    func starting(at cellsTop: Double) -> ItemBand {
        ItemBand(lanes: lanes + SIMD4(cellsTop, 0, 0, 0))
    }

    /// The band scaled by `weight`: a negative weight swaps its ends; a weight of 0 leaves nothing
    /// (an infinite length with no weight makes no NaN).
    @inline(__always)
    func weighted(by weight: Double) -> ItemBand {
        guard weight != 0 else { return ItemBand(lanes: .zero) }
        let weighted = lanes * weight
        return ItemBand(lanes: weight > 0 ? weighted : SIMD4(weighted.x, weighted.y, weighted.w, weighted.z))
    }

    /// The band of both layouts' cells together, each already weighted.
    @inline(__always)
    static func + (lhs: ItemBand, rhs: ItemBand) -> ItemBand {
        ItemBand(lanes: lhs.lanes + rhs.lanes)
    }
}
