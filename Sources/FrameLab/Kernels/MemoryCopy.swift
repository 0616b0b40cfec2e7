import Foundation
import SwitchLayout

/// The bandwidth bound of full interpolation: copies as many bytes as it writes, from a buffer
/// of the same shape, with memcpy.
final class MemoryCopy {
    private var source = ElementFrames()

    /// Copies `count` entries of every column into `frames`.
    func copy(count: Int, into frames: inout ElementFrames) {
        source.resize(to: count)
        frames.resize(to: count)
        let bytes = count * MemoryLayout<Double>.stride
        guard bytes > 0 else { return }
        source.withUnsafeMutableColumns { sourceX, sourceY, sourceWidth, sourceHeight, sourceAlpha in
            frames.withUnsafeMutableColumns { x, y, width, height, alpha in
                memcpy(x.baseAddress!, sourceX.baseAddress!, bytes)
                memcpy(y.baseAddress!, sourceY.baseAddress!, bytes)
                memcpy(width.baseAddress!, sourceWidth.baseAddress!, bytes)
                memcpy(height.baseAddress!, sourceHeight.baseAddress!, bytes)
                memcpy(alpha.baseAddress!, sourceAlpha.baseAddress!, bytes)
            }
        }
    }
}
