import LabCatalog
import SwitchLayout

/// A scripted interaction with a collection, played frame by frame: the collection (a layout
/// description), the item counts it runs at, the viewport, where it starts and what happens.
/// Deterministic: seeded randomness only. The twelve default scenarios are ``Scenario/defaults``;
/// a user's own comes from a JSON file (``load(contentsOf:)``).
package struct Scenario: Hashable, Sendable {
    /// The name reports use, e.g. `switch-list-to-grid`.
    package var name: String
    /// One line on what happens.
    package var summary: String
    /// The collection, in both states.
    package var layout: LayoutDescription
    /// The item counts N the scenario runs at; each replaces the item count of the layout's
    /// single section. Empty: the layout's own sections, as they are.
    package var itemCounts: [Int]
    /// Self-sizing row heights drawn at random for every item, in both states, if any.
    package var itemHeights: SeededHeights?
    /// The collection view's visible size, in points.
    package var viewportSize: Size
    /// The state shown at the first frame.
    package var initialState: LayoutState
    /// The item at the top of the viewport at the first frame.
    package var initialPosition: ScrollPosition
    /// What happens, in order.
    package var phases: [ScenarioPhase]
    /// Whether the cell at the viewport's centre grows when scrolling stops and a selection
    /// frame fades and scales around it: the carousel of the item transitions.
    package var selectsCentreCell: Bool

    /// Creates a scenario; see the properties.
    package init(
        name: String, summary: String, layout: LayoutDescription, itemCounts: [Int], itemHeights: SeededHeights?,
        viewportSize: Size, initialState: LayoutState, initialPosition: ScrollPosition, phases: [ScenarioPhase],
        selectsCentreCell: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.layout = layout
        self.itemCounts = itemCounts
        self.itemHeights = itemHeights
        self.viewportSize = viewportSize
        self.initialState = initialState
        self.initialPosition = initialPosition
        self.phases = phases
        self.selectsCentreCell = selectsCentreCell
    }

    /// The item counts the scenario runs at: ``itemCounts``, or the layout's own count.
    package var effectiveItemCounts: [Int] {
        itemCounts.isEmpty ? [layout.spec(for: .list).itemCount] : itemCounts
    }

    /// The spec of `state` with `items` items in its single section (a layout of several keeps
    /// its own) and their seeded heights, if any, validated.
    package func spec(for state: LayoutState, items: Int) throws(LayoutError) -> LayoutSpec {
        var spec = layout.spec(for: state)
        if spec.sections.count == 1 {
            spec.sections[0].itemCount = items
        }
        if let itemHeights {
            spec.itemHeights = itemHeights.heights(count: spec.itemCount)
            spec.aspectRatio = nil
        }
        try spec.validate()
        return spec
    }
}
