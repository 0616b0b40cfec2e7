import Foundation
import FrameLab
import LabCatalog
import SwitchLayout
import TestSupport
import Testing

/// A description decoded from JSON text.
func description(_ json: String) throws -> LayoutDescription {
    try LayoutDescription(json: Data(json.utf8))
}

@Suite("Layout descriptions")
struct LayoutDescriptionTests {
    @Test("Examples/display-switcher.json is DisplaySwitcher's collection with 10 items in a 375 × 667 pt screen")
    func displaySwitcherExample() throws {
        let layout = try LayoutDescription.load(contentsOf: PackageDirectory.example("display-switcher.json"))
        for state in LayoutState.allCases {
            var collection = DisplaySwitcherCollection.spec(for: state, items: 10)
            collection.boundsSize = Size(width: 375, height: 667)
            #expect(layout.spec(for: state) == collection)
        }
    }

    @Test("CPTGridListManager's sections: 3 × 7 items, headers and footers per state, square grid cells")
    func sectionsExample() throws {
        let layout = try LayoutDescription.load(contentsOf: PackageDirectory.example("sections.json"))
        let bounds = Size(width: 375, height: 667)
        let padding = Point(x: 2, y: 2)
        #expect(
            layout.spec(for: .list)
                == LayoutSpec(
                    state: .list, boundsSize: bounds, columns: 1, cellPadding: padding, staticCellHeight: 80,
                    sections: Array(repeating: Section(itemCount: 7, headerHeight: 55, footerHeight: 55), count: 3)))
        #expect(
            layout.spec(for: .grid)
                == LayoutSpec(
                    state: .grid, boundsSize: bounds, columns: 5, cellPadding: padding, staticCellHeight: 0,
                    aspectRatio: 1,
                    sections: Array(repeating: Section(itemCount: 7, headerHeight: 40, footerHeight: 10), count: 3)))
    }

    @Test("Absent keys take the defaults: no insets, vertical, padding (6, 6), 3 grid columns, no headers")
    func defaults() throws {
        let layout = try description(
            #"""
            {"boundsSize": {"width": 320, "height": 480}, "sections": [{"items": 4}],
             "list": {"cellHeight": 60}, "grid": {"cellHeight": 100}}
            """#)
        for state in LayoutState.allCases {
            let spec = layout.spec(for: state)
            #expect(spec.axis == .vertical)
            #expect(spec.contentInset == .zero)
            #expect(spec.cellPadding == Point(x: 6, y: 6))
            #expect(spec.supplementaryPadding == .zero)
            #expect(spec.aspectRatio == nil)
            #expect(spec.itemHeights == nil)
            #expect(spec.sections == [Section(itemCount: 4)])
        }
        #expect(layout.spec(for: .list).columns == 1)
        #expect(layout.spec(for: .grid).columns == 3)
    }

    @Test("Every key given: insets (any subset), axis, paddings, item heights, null aspect ratio")
    func everyKey() throws {
        let layout = try description(
            #"""
            {"boundsSize": {"width": 400, "height": 300}, "contentInset": {"top": 10, "right": 4},
             "axis": "horizontal", "supplementaryPadding": {"x": 1, "y": 2},
             "sections": [{"items": 2, "headerHeight": {"list": 30}, "footerHeight": {"grid": 8}}],
             "list": {"columns": 1, "cellHeight": 50, "cellPadding": {"x": 3, "y": 4}, "aspectRatio": null,
                      "headerHeight": 20, "footerHeight": 6},
             "grid": {"columns": 2, "cellPadding": {"x": 5, "y": 5}, "itemHeights": [90, 120]}}
            """#)
        let list = layout.spec(for: .list)
        let grid = layout.spec(for: .grid)
        #expect(list.axis == .horizontal && grid.axis == .horizontal)
        #expect(list.contentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 4))
        #expect(list.supplementaryPadding == Point(x: 1, y: 2))
        #expect(list.cellPadding == Point(x: 3, y: 4))
        #expect(list.aspectRatio == nil)
        #expect(list.sections == [Section(itemCount: 2, headerHeight: 30, footerHeight: 6)])
        #expect(grid.columns == 2)
        #expect(grid.itemHeights == [90, 120])
        #expect(grid.staticCellHeight == 0)
        #expect(grid.sections == [Section(itemCount: 2, headerHeight: 0, footerHeight: 8)])
    }

    @Test("`repeat` repeats a section; 0 repeats none")
    func repeatedSections() throws {
        let layout = try description(
            #"""
            {"boundsSize": {"width": 375, "height": 667},
             "sections": [{"items": 2, "repeat": 3}, {"items": 9, "repeat": 0}, {"items": 5}],
             "list": {"cellHeight": 80}, "grid": {"cellHeight": 165}}
            """#)
        let itemCounts = [2, 2, 2, 5]
        #expect(layout.spec(for: .list).sections.map(\.itemCount) == itemCounts)
        #expect(layout.spec(for: .grid).sections.map(\.itemCount) == itemCounts)
    }

    @Test("A thousand sections of a hundred items")
    func largeRepeat() throws {
        let layout = try description(
            #"""
            {"boundsSize": {"width": 375, "height": 667}, "sections": [{"items": 100, "repeat": 1000}],
             "list": {"cellHeight": 80}, "grid": {"cellHeight": 165}}
            """#)
        #expect(layout.spec(for: .grid).sections.count == 1000)
        #expect(layout.spec(for: .grid).itemCount == 100_000)
    }

    @Test("A section's header and footer heights override the state's, key by key")
    func perSectionOverrides() throws {
        let layout = try description(
            #"""
            {"boundsSize": {"width": 375, "height": 667},
             "sections": [{"items": 1}, {"items": 1, "headerHeight": {"grid": 0}, "footerHeight": {"list": 0, "grid": 30}}],
             "list": {"cellHeight": 80, "headerHeight": 55, "footerHeight": 55},
             "grid": {"cellHeight": 165, "headerHeight": 40, "footerHeight": 10}}
            """#)
        #expect(
            layout.spec(for: .list).sections == [
                Section(itemCount: 1, headerHeight: 55, footerHeight: 55),
                Section(itemCount: 1, headerHeight: 55, footerHeight: 0),
            ])
        #expect(
            layout.spec(for: .grid).sections == [
                Section(itemCount: 1, headerHeight: 40, footerHeight: 10),
                Section(itemCount: 1, headerHeight: 0, footerHeight: 30),
            ])
    }
}
