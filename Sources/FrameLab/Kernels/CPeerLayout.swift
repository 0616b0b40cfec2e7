import CInterpolation
import SwitchLayout

/// The C peer of full interpolation: `Base` answers every query, but when a transition starts
/// every element's frame in both layouts is prepared into tables (O(n), as a user who writes
/// the loop in C would), and full interpolation is that plain loop over the tables, in C at
/// clang -O3. At rest it is `Base` alone.
package struct CPeerLayout<Base: LayoutKernel>: ForwardingKernel {
    package var base: Base
    private var table: InterpolationTable?
    /// The cells with an appearance of their own, whose alpha the C loop leaves to be patched.
    private var appearances = ItemAppearances()

    package init(base: Base) {
        self.base = base
    }

    package mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        try base.startTransition(to: spec)
        table = InterpolationTable(from: base.currentSpec, to: spec)
    }

    package mutating func finishTransition() {
        base.finishTransition()
        table = nil
    }

    package mutating func cancelTransition() {
        base.cancelTransition()
        table = nil
    }

    package mutating func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath)
        throws(LayoutError)
    {
        try base.setAppearance(appearance, forItemAt: indexPath)
        appearances[indexPath] = appearance
    }

    package func layoutFramesForAllElements(into frames: inout ElementFrames) {
        guard let table else { return base.layoutFramesForAllElements(into: &frames) }
        frames.resize(to: table.current.count)
        let progress = base.transitionProgress
        table.current.withUnsafeColumns { x, y, width, height, alpha in
            let current = CFrameColumns(
                x: x.baseAddress, y: y.baseAddress, width: width.baseAddress, height: height.baseAddress,
                alpha: alpha.baseAddress)
            table.next.withUnsafeColumns { x, y, width, height, alpha in
                let next = CFrameColumns(
                    x: x.baseAddress, y: y.baseAddress, width: width.baseAddress, height: height.baseAddress,
                    alpha: alpha.baseAddress)
                frames.withUnsafeMutableColumns { x, y, width, height, alpha in
                    c_interpolate_all_elements(
                        table.current.count, progress, current, next, x.baseAddress, y.baseAddress,
                        width.baseAddress, height.baseAddress, alpha.baseAddress)
                }
            }
        }
        if !appearances.isEmpty {
            frames.setAlpha(of: appearances, current: base.currentSpec, next: base.nextSpec)
        }
    }
}
