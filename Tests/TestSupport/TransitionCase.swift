import PropertyBased
import SwitchLayout

/// A random transition for property-based tests: two compatible layouts and a progress.
public struct TransitionCase: Sendable, CustomStringConvertible {
    /// The layout the transition starts from.
    public var current: LayoutSpec
    /// The layout the transition goes to.
    public var next: LayoutSpec
    /// The progress to query at, in [−0.5, 1.5], with 0 and 1 often.
    public var progress: Double
    /// Cells drawn with an appearance of their own (item transitions): none in half the cases,
    /// else 1–3 cells scaled by 0.5–2, some hidden, with corner radii, z-indexes and content sizes.
    public var appearances: [(indexPath: IndexPath, appearance: ItemAppearance)]

    public var description: String {
        "TransitionCase(current: \(current), next: \(next), progress: \(progress), appearances: \(appearances))"
    }
}

extension Gen where Value == TransitionCase {
    /// Random transitions between a list and a grid (either way) over 1–5 sections of 0–40
    /// items, on either axis, with fractional bounds, insets and paddings, 1–12 columns, headers
    /// and footers present on one side only, aspect ratios and self-sizing heights.
    public static var transitionCase: Generator<TransitionCase, Shrink.None<TransitionCase>> {
        Generator { rng in TransitionCase.random(using: &rng) }
    }
}

extension TransitionCase {
    /// One random transition drawn from `generator`.
    public static func random(using generator: inout some RandomNumberGenerator) -> TransitionCase {
        let axis: Axis = Bool.random(using: &generator) ? .vertical : .horizontal
        let boundsSize = Size(
            width: Double.random(in: 100...1200, using: &generator),
            height: Double.random(in: 100...1200, using: &generator))
        let contentInset =
            Bool.random(using: &generator)
            ? EdgeInsets(
                top: Double.random(in: 0...40, using: &generator), left: Double.random(in: 0...40, using: &generator),
                bottom: Double.random(in: 0...40, using: &generator),
                right: Double.random(in: 0...40, using: &generator))
            : .zero
        let itemCounts = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
            Int.random(in: 0...40, using: &generator)
        }
        let supplementaryPadding = Point(
            x: Double.random(in: 0...4, using: &generator), y: Double.random(in: 0...4, using: &generator))
        func sections() -> [Section] {
            itemCounts.map { count in
                func height() -> Double {
                    Bool.random(using: &generator) ? 0 : Double.random(in: 10...80, using: &generator)
                }
                return Section(itemCount: count, headerHeight: height(), footerHeight: height())
            }
        }
        func spec(_ state: LayoutState) -> LayoutSpec {
            var spec = LayoutSpec(
                state: state, axis: axis, boundsSize: boundsSize, contentInset: contentInset,
                columns: state == .list ? 1 : Int.random(in: 1...12, using: &generator),
                staticCellHeight: 0, sections: sections(), supplementaryPadding: supplementaryPadding)
            spec.cellPadding = Point(
                x: Double.random(in: 0...min(8, spec.columnWidth / 2), using: &generator),
                y: Double.random(in: 0...8, using: &generator))
            let padding = spec.cellPadding.y
            spec.staticCellHeight = padding + Double.random(in: 0...200, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                spec.itemHeights = (0..<spec.itemCount).map { _ in
                    padding + Double.random(in: 0...200, using: &generator)
                }
            case 1 where state == .grid:
                spec.aspectRatio = Double.random(in: 0.3...3, using: &generator)
            default:
                break
            }
            return spec
        }
        let listToGrid = Bool.random(using: &generator)
        let list = spec(.list)
        let grid = spec(.grid)
        let progress: Double =
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: 0
            case 1: 1
            default: Double.random(in: -0.5...1.5, using: &generator)
            }
        let items = itemCounts.enumerated().flatMap { section, count in
            (0..<count).map { IndexPath(item: $0, section: section) }
        }
        var appearances: [(indexPath: IndexPath, appearance: ItemAppearance)] = []
        if !items.isEmpty, Bool.random(using: &generator) {
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let appearance = ItemAppearance(
                    alpha: Bool.random(using: &generator) ? 1 : Double.random(in: 0...1, using: &generator),
                    transform: Double.random(in: 0.5...2, using: &generator),
                    cornerRadius: Double.random(in: 0...20, using: &generator),
                    zIndex: Int.random(in: -1...2, using: &generator),
                    contentSize: Bool.random(using: &generator)
                        ? Size(
                            width: Double.random(in: 0...300, using: &generator),
                            height: Double.random(in: 0...300, using: &generator))
                        : nil)
                appearances.append((items.randomElement(using: &generator)!, appearance))
            }
        }
        return TransitionCase(
            current: listToGrid ? list : grid, next: listToGrid ? grid : list, progress: progress,
            appearances: appearances)
    }
}
