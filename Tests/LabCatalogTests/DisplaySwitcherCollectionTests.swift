import LabCatalog
import ReferenceLayout
import SwitchLayout
import Testing

@Suite("DisplaySwitcher's collection")
struct DisplaySwitcherCollectionTests {
    @Test("The list: rows 86 pt apart, cells 378 × 74 pt inset 6 pt; the grid: 3 columns of 130 pt, rows 171 pt apart")
    func frames() throws {
        let list = try ReferenceLayout(DisplaySwitcherCollection.spec(for: .list, items: 100))
        let grid = try ReferenceLayout(DisplaySwitcherCollection.spec(for: .grid, items: 100))
        for item in [0, 1, 2, 5, 99] {
            let indexPath = IndexPath(item: item, section: 0)
            #expect(
                list.layoutAttributesForItem(at: indexPath)?.frame
                    == Rect(x: 6, y: 6 + 86 * Double(item), width: 378, height: 74))
            #expect(
                grid.layoutAttributesForItem(at: indexPath)?.frame
                    == Rect(
                        x: 130 * Double(item % 3) + 6, y: 171 * Double(item / 3) + 6, width: 118, height: 159))
        }
        #expect(list.collectionViewContentSize == Size(width: 390, height: 8_600))
        #expect(grid.collectionViewContentSize == Size(width: 390, height: 34 * 171))
    }

    @Test("Both states are valid at the item counts the lab plays", arguments: [0, 1, 100_000, 1_000_000])
    func valid(items: Int) throws {
        for state in LayoutState.allCases {
            let spec = DisplaySwitcherCollection.spec(for: state, items: items)
            try spec.validate()
            #expect(spec.itemCount == items)
            #expect(spec.boundsSize == DisplaySwitcherCollection.viewportSize)
        }
    }
}
