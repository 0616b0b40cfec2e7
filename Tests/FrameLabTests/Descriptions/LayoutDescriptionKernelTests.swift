import FrameLab
import ReferenceLayout
import SwitchLayout
import TestSupport
import Testing

@Suite("Kernels prepared from a description")
struct LayoutDescriptionKernelTests {
    let layout: LayoutDescription

    init() throws {
        layout = try LayoutDescription.load(contentsOf: PackageDirectory.example("display-switcher.json"))
    }

    /// The frames of the cells, in flat order.
    private func cellFrames(_ kernel: some LayoutKernel) -> [Rect] {
        kernel.layoutAttributesForElements(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).map(\.frame)
    }

    @Test("At rest, the golden vectors of DisplaySwitcher's demo")
    func rest() throws {
        let list = try layout.makeKernel(ReferenceLayout.self, at: .rest(.list))
        let grid = try layout.makeKernel(ReferenceLayout.self, at: .rest(.grid))
        let listFrames = (0..<10).map { item in
            Rect(x: 6, y: 6 + 86 * Double(item), width: 363, height: 74)
        }
        let gridFrames = (0..<10).map { item in
            Rect(x: 125 * Double(item % 3) + 6, y: 171 * Double(item / 3) + 6, width: 113, height: 159)
        }
        #expect(cellFrames(list) == listFrames)
        #expect(cellFrames(grid) == gridFrames)
    }

    @Test("Mid-transition, every frame interpolated at the progress", arguments: [0, 0.5, 1, -0.25, 1.5])
    func transition(progress: Double) throws {
        let kernel = try layout.makeKernel(
            ReferenceLayout.self, at: .transition(from: .list, to: .grid, progress: progress))
        let list = cellFrames(try layout.makeKernel(ReferenceLayout.self, at: .rest(.list)))
        let grid = cellFrames(try layout.makeKernel(ReferenceLayout.self, at: .rest(.grid)))
        #expect(kernel.nextSpec == layout.spec(for: .grid))
        #expect(kernel.transitionProgress == progress)
        #expect(cellFrames(kernel) == zip(list, grid).map { $0.interpolated(to: $1, progress: progress) })
    }

    @Test("A non-finite progress is the kernel's error")
    func nonFiniteProgress() {
        #expect(throws: LayoutError.self) {
            try layout.makeKernel(ReferenceLayout.self, at: .transition(from: .list, to: .grid, progress: .nan))
        }
    }
}
