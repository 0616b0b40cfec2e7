import FrameLab
import LabCatalog
import SwitchLayout
import Testing

@Suite("The default scenarios")
struct DefaultScenarioTests {
    /// The default scenarios that play DisplaySwitcher's collection as it is.
    static let displaySwitcherScenarios = [
        "list-scroll", "switch-list-to-grid", "switch-grid-to-list", "spring-switch", "interactive-switch",
        "full-interpolation", "scale",
    ]

    @Test(
        "Those of DisplaySwitcher's collection play the catalogue's layouts and viewport",
        arguments: displaySwitcherScenarios)
    func displaySwitcherCollection(name: String) throws {
        let scenario = try #require(Scenario.named(name))
        #expect(scenario.viewportSize == DisplaySwitcherCollection.viewportSize)
        #expect(scenario.layout.spec(for: .list).itemCount == DisplaySwitcherCollection.itemCount)
        for items in scenario.effectiveItemCounts {
            for state in LayoutState.allCases {
                #expect(
                    try scenario.spec(for: state, items: items)
                        == DisplaySwitcherCollection.spec(for: state, items: items))
            }
        }
    }

    @Test("The self-sizing list is the catalogue's self-sizing variant of DisplaySwitcher's collection")
    func selfSizingList() throws {
        let scenario = try #require(Scenario.named("self-sizing-list"))
        for state in LayoutState.allCases {
            let spec = try scenario.spec(for: state, items: 1_000)
            #expect(spec.itemHeights?.count == 1_000)
            #expect(spec == DisplaySwitcherCollection.spec(for: state, items: 1_000, isSelfSizing: true))
        }
    }
}
