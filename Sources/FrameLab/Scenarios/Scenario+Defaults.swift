import Foundation
import LabCatalog
import LabSupport
import StrictJSON

// The twelve default scenarios of the frame lab, written in the same JSON a user
// writes their own in: `framelab scenarios NAME` prints one to start from.

extension Scenario {
    /// The default scenarios, in the order a run plays them.
    package static let defaults: [Scenario] = defaultJSON.map { json in
        // The texts below are part of the program: one that does not decode is a bug.
        do { return try Scenario(json: Data(json.utf8)) } catch { fatalError("default scenario: \(error)") }
    }

    /// The JSON text of the default scenario named `name`: the schema of a scenario file to start
    /// from. Throws, naming the default scenarios, when there is none of that name.
    package static func defaultJSON(named name: String) throws(FrameLabError) -> String {
        guard let json = zip(defaults, defaultJSON).first(where: { $0.0.name == name })?.1 else {
            throw FrameLabError(
                "unknown scenario \"\(name)\": not one of \(defaults.map(\.name).joined(separator: ", "))")
        }
        return json
    }

    /// The default scenarios, a line each: the name, then what the scenario plays.
    package static var defaultsListing: String {
        defaults.map { "\($0.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \($0.summary)\n" }.joined()
    }

    /// The default scenario named `name`, if there is one.
    package static func named(_ name: String) -> Scenario? {
        defaults.first { $0.name == name }
    }

    /// DisplaySwitcher's demo collection, ``DisplaySwitcherCollection``, as a layout description:
    /// the cell padding and the list's single column are the description's defaults, which a test
    /// holds equal to the collection's.
    private static let displaySwitcher: String = {
        let collection = DisplaySwitcherCollection.self
        let (width, height) = (collection.viewportSize.width, collection.viewportSize.height)
        return """
            {"boundsSize": {"width": \(width.compactDescription), "height": \(height.compactDescription)}, \
            "sections": [{"items": \(collection.itemCount)}],
             "list": {"cellHeight": \(collection.listRowHeight.compactDescription)}, \
            "grid": {"columns": \(collection.gridColumns), "cellHeight": \(collection.gridRowHeight.compactDescription)}}
            """
    }()

    /// ``DisplaySwitcherCollection/selfSizingHeights``, as a scenario states them.
    private static let selfSizingHeights: String = {
        let heights = DisplaySwitcherCollection.selfSizingHeights
        return """
            {"seed": \(heights.seed), "minimum": \(heights.minimum.compactDescription), \
            "maximum": \(heights.maximum.compactDescription)}
            """
    }()

    private static let defaultJSON = [
        """
        {"name": "list-scroll", "summary": "list, fling from the top at 6,000 pt/s, normal deceleration, 2 s",
         "layout": \(displaySwitcher), "start": {"state": "list", "item": 0},
         "phases": [{"fling": {"velocity": 6000, "duration": 2}}]}
        """,
        """
        {"name": "switch-list-to-grid", "summary": "halfway down, linear 0.3 s switch to the grid",
         "layout": \(displaySwitcher), "items": [100000, 1000000], "start": {"state": "list", "fraction": 0.5},
         "phases": [{"transition": {"to": "grid", "curve": "linear", "duration": 0.3}}]}
        """,
        """
        {"name": "switch-grid-to-list", "summary": "at item 50,000, linear 0.3 s switch to the list",
         "layout": \(displaySwitcher), "start": {"state": "grid", "fraction": 0.5},
         "phases": [{"transition": {"to": "list", "curve": "linear", "duration": 0.3}}]}
        """,
        """
        {"name": "spring-switch", "summary": "list to grid on a spring (damping 0.7, response 0.5 s) until at rest",
         "layout": \(displaySwitcher), "items": [100000, 1000000], "start": {"state": "list", "fraction": 0.5},
         "phases": [{"transition": {"to": "grid", "curve": {"spring": {"dampingRatio": 0.7, "response": 0.5}}}}]}
        """,
        """
        {"name": "interactive-switch", "summary": "a pan drives progress 0 → 0.6 → 0.2 → 1, then cancels back to 0",
         "layout": \(displaySwitcher), "start": {"state": "list", "fraction": 0.5},
         "phases": [{"transition": {"to": "grid", "duration": 0.3, "curve": {"pan": {
            "keyFrames": [{"time": 0.25, "progress": 0.6}, {"time": 0.5, "progress": 0.2}, {"time": 0.9, "progress": 1}],
            "ending": "cancel"}}}}]}
        """,
        """
        {"name": "sections-switch",
         "summary": "1,000 sections × 100 items, headers 55 → 40, footers 55 → 10, list ⇄ 5-column square grid",
         "layout": {"boundsSize": {"width": 390, "height": 844}, "sections": [{"items": 100, "repeat": 1000}],
                    "list": {"cellHeight": 80, "cellPadding": {"x": 2, "y": 2}, "headerHeight": 55, "footerHeight": 55},
                    "grid": {"columns": 5, "aspectRatio": 1, "cellPadding": {"x": 2, "y": 2},
                             "headerHeight": 40, "footerHeight": 10}},
         "start": {"state": "list", "fraction": 0.5},
         "phases": [{"transition": {"to": "grid", "curve": "linear", "duration": 0.3}},
                    {"transition": {"to": "list", "curve": "linear", "duration": 0.3}}]}
        """,
        """
        {"name": "self-sizing-list", "summary": "item heights seeded-random in [44, 200] pt; scroll, then switch to the grid",
         "layout": \(displaySwitcher), "items": [100000, 1000000],
         "itemHeights": \(selfSizingHeights),
         "start": {"state": "list", "fraction": 0.5},
         "phases": [{"fling": {"velocity": 6000, "duration": 1}},
                    {"transition": {"to": "grid", "curve": "linear", "duration": 0.3}}]}
        """,
        """
        {"name": "carousel-snap",
         "summary": "horizontal cards 250 × 150 → 320 × 200; fling, snap the nearest card to the centre, hit-test the centre",
         "layout": {"boundsSize": {"width": 390, "height": 844}, "axis": "horizontal",
                    "contentInset": {"top": 316, "bottom": 316}, "sections": [{"items": 100000}],
                    "list": {"cellHeight": 256, "cellPadding": {"x": 31, "y": 6}},
                    "grid": {"columns": 1, "cellHeight": 326, "cellPadding": {"x": 6, "y": 6}}},
         "start": {"state": "list", "fraction": 0.5},
         "phases": [{"fling": {"velocity": 3000, "duration": 1, "snapsToCell": true, "hitTestsCentre": true}},
                    {"transition": {"to": "grid", "curve": "easeInOut", "duration": 0.3}},
                    {"fling": {"velocity": -2000, "duration": 1, "snapsToCell": true, "hitTestsCentre": true}}]}
        """,
        """
        {"name": "card-present-dismiss",
         "summary": "App Store cards: fling, touch the centre card, present, drag 60 pt (runs back), drag 100 pt (dismisses)",
         "layout": {"boundsSize": {"width": 375, "height": 812}, "contentInset": {"top": 10, "bottom": 54},
                    "sections": [{"items": 100000}],
                    "list": {"cellHeight": 412, "cellPadding": {"x": 20, "y": 10}},
                    "grid": {"columns": 2, "cellHeight": 260, "cellPadding": {"x": 10, "y": 10}}},
         "start": {"state": "list", "item": 50000},
         "phases": [{"fling": {"velocity": 1500, "duration": 0.5}}, {"touchDown": {"duration": 0.5}}, {"present": {}},
                    {"drag": {"distance": 60, "duration": 0.25}}, {"drag": {"distance": 100, "duration": 0.3}}]}
        """,
        """
        {"name": "carousel-select",
         "summary": "carousel of 320 × 200 slots: fling with snapping, rest (the centre card grows), tap the next card",
         "layout": {"boundsSize": {"width": 375, "height": 240}, "axis": "horizontal",
                    "contentInset": {"left": 22.5, "right": 22.5}, "sections": [{"items": 100000}],
                    "list": {"cellHeight": 325, "cellPadding": {"x": 20, "y": 5}},
                    "grid": {"columns": 1, "cellHeight": 325, "cellPadding": {"x": 20, "y": 5}}},
         "selectsCentreCell": true, "start": {"state": "list", "fraction": 0.5},
         "phases": [{"fling": {"velocity": 3000, "duration": 1, "snapsToCell": true, "hitTestsCentre": true}},
                    {"wait": {"duration": 0.3}}, {"tap": {"cellOffset": 1}}, {"wait": {"duration": 0.3}}]}
        """,
        """
        {"name": "full-interpolation", "summary": "every frame interpolates all elements into a caller-owned buffer",
         "layout": \(displaySwitcher), "start": {"state": "list", "fraction": 0.5},
         "phases": [{"transition": {"to": "grid", "curve": "linear", "duration": 0.3, "work": "allElements"}}]}
        """,
        """
        {"name": "scale", "summary": "switch-list-to-grid at N = 1,000, 10,000, 100,000 and 1,000,000",
         "layout": \(displaySwitcher), "items": [1000, 10000, 100000, 1000000],
         "start": {"state": "list", "fraction": 0.5},
         "phases": [{"transition": {"to": "grid", "curve": "linear", "duration": 0.3}}]}
        """,
    ]
}
