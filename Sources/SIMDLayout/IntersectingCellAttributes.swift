import SwitchLayout

/// The attributes of the cells of a run of items whose frames meet a rect, in item order, on the
/// layout's own axis. `Shape` says what is known of the pair.
///
/// A sequence, so that `Array.append(contentsOf:)` writes them into the array's spare capacity in
/// one loop: appending them one by one checks the array's uniqueness through a runtime call per
/// cell, around which the loop's registers are saved and restored. The iterator, which holds the
/// loop's state, is made inside `append`, not copied into it.
struct IntersectingCellAttributes<Shape: PairShape>: Sequence {
    private let moment: LayoutMoment
    private let section: Int
    private let items: Range<Int>
    private let rect: Rect

    /// The attributes of the cells `items` (not empty) of section `section` of `moment` whose
    /// frames meet `rect` (vertical axis).
    @inline(__always)
    init(of moment: LayoutMoment, inSection section: Int, items: Range<Int>, meeting rect: Rect) {
        self.moment = moment
        self.section = section
        self.items = items
        self.rect = rect
    }

    @inline(__always)
    func makeIterator() -> Iterator {
        Iterator(
            moment: moment, section: section, cells: CellFrames(of: moment, inSection: section, items: items),
            rect: rect, edges: (rect.minX, rect.maxX, rect.minY, rect.maxY),
            sizesAreNonNegative: (Shape.isAtRest || (0...1).contains(moment.progress)) && !rect.isEmpty)
    }

    /// The loop over the cells, one at a time.
    struct Iterator: IteratorProtocol {
        fileprivate let moment: LayoutMoment
        fileprivate let section: Int
        fileprivate var cells: CellFrames<Shape>
        fileprivate let rect: Rect
        fileprivate let edges: (minX: Double, maxX: Double, minY: Double, maxY: Double)
        fileprivate let sizesAreNonNegative: Bool

        @inline(__always)
        mutating func next() -> LayoutAttributes? {
            while let (item, frame, nextFrame) = cells.next() {
                if meets(frame) {
                    return moment.cellAttributes(
                        at: IndexPath(item: item, section: section), frame: frame, nextFrame: nextFrame)
                }
            }
            return nil
        }

        /// Whether `frame` meets the rect, as `Rect.intersects` answers.
        @inline(__always)
        private func meets(_ frame: Rect) -> Bool {
            sizesAreNonNegative ? frame.intersectsWithNonNegativeSize(edges) : frame.intersects(rect)
        }
    }
}
