import CInterpolation
import SwitchLayout

extension OptimizedLayout {
    /// ``layoutFramesForAllElements(into:)`` done by the C peer: the same loop over the same
    /// storage, written in plain C and built with clang -O3, for the lab to compare with.
    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func layoutFramesForAllElementsInC(into frames: inout ElementFrames) {
        frames.resize(to: table.count)
        guard table.count > 0 else { return }
        func columns(_ frames: FrameColumns) -> CFrameColumns {
            CFrameColumns(x: frames.x, y: frames.y, width: frames.width, height: frames.height)
        }
        frames.withUnsafeMutableColumns { x, y, width, height, alpha in
            c_interpolate_all_elements(
                table.count, transitionProgress, columns(table.currentFrames), columns(table.nextFrames),
                table.alphaStart, table.alphaChange, x.baseAddress, y.baseAddress, width.baseAddress,
                height.baseAddress, alpha.baseAddress)
        }
    }
}
