import SwitchLayout

/// The frames of a run of elements as four columns of raw components (origin x and y, width,
/// height), in points.
struct FrameColumns {
    let storage: DoubleColumns

    /// Allocates columns for `count` frames, padding included.
    init(count: Int) {
        storage = DoubleColumns(columnCount: 4, rowCount: count)
    }

    var count: Int { storage.rowCount }
    var x: UnsafeMutablePointer<Double> { storage[0] }
    var y: UnsafeMutablePointer<Double> { storage[1] }
    var width: UnsafeMutablePointer<Double> { storage[2] }
    var height: UnsafeMutablePointer<Double> { storage[3] }

    /// The origin component along the scroll axis: y on the vertical axis, x on the horizontal.
    func origin(along axis: Axis) -> UnsafeMutablePointer<Double> { axis == .vertical ? y : x }

    /// The size component along the scroll axis: height on the vertical axis, width on the
    /// horizontal.
    func size(along axis: Axis) -> UnsafeMutablePointer<Double> { axis == .vertical ? height : width }

    subscript(index: Int) -> Rect {
        get { Rect(x: x[index], y: y[index], width: width[index], height: height[index]) }
        nonmutating set {
            x[index] = newValue.origin.x
            y[index] = newValue.origin.y
            width[index] = newValue.size.width
            height[index] = newValue.size.height
        }
    }
}
