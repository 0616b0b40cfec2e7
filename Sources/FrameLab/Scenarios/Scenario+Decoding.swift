import Foundation
import LabCatalog
import StrictJSON
import SwitchLayout

// A scenario in JSON:
//
//     {
//       "name": "my-switch", "summary": "…",
//       "layout": { …a layout description… },
//       "items": [1000, 100000],
//       "itemHeights": {"seed": 7, "minimum": 44, "maximum": 200},
//       "viewport": {"width": 390, "height": 844},
//       "start": {"state": "list", "item": 0},          (or "fraction": 0.5 of the items)
//       "phases": [
//         {"fling": {"velocity": 6000, "duration": 2, "snapsToCell": false, "hitTestsCentre": false}},
//         {"transition": {"to": "grid", "curve": "linear", "duration": 0.3,
//                         "contentOffset": "anchored", "work": "visibleElements"}},
//         {"touchDown": {"duration": 0.5}}, {"present": {}}, {"drag": {"distance": 60, "duration": 0.25}},
//         {"tap": {"cellOffset": 1}}, {"wait": {"duration": 0.3}}
//       ],
//       "selectsCentreCell": false
//     }
//
// `curve` is "linear", "easeInOut", {"spring": {"dampingRatio": 0.7, "response": 0.5}} or
// {"pan": {"keyFrames": [{"time": 0.3, "progress": 0.6}], "ending": "finish" | "cancel"}}.

extension Scenario: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, summary, layout, items, itemHeights, viewport, start, phases, selectsCentreCell
    }

    enum StartKeys: String, CodingKey, CaseIterable {
        case state, item, fraction
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.name], "\"\(name)\" must be letters, digits, - and _")
        }
        let layout = try container.decode(LayoutDescription.self, forKey: .layout)
        var itemCounts: [Int] = []
        if try container.hasValue(forKey: .items) {
            var items = try container.nestedUnkeyedContainer(forKey: .items)
            while !items.isAtEnd {
                let path = container.codingPath + [CodingKeys.items, IndexKey(items.currentIndex)]
                let count = try items.decode(Double.self)
                let maximum = LayoutDescription.maximumItemCount
                guard let whole = Int(exactly: count), (0...maximum).contains(whole) else {
                    throw JSONDescriptionError(
                        at: path, value: count, requirement: "a whole number from 0 to \(maximum)")
                }
                itemCounts.append(whole)
            }
            if layout.spec(for: .list).sections.count != 1 {
                throw JSONDescriptionError(
                    at: container.codingPath + [CodingKeys.items],
                    "needs a layout of exactly one section, whose item count it sets")
            }
        }
        let start = try container.strictNestedContainer(keyedBy: StartKeys.self, forKey: .start)
        let initialState = try start.decode(LayoutState.self, forKey: .state)
        let initialPosition: ScrollPosition
        if let fraction = try start.decodeIfPresent(Double.self, forKey: .fraction) {
            guard (0...1).contains(fraction) else {
                throw JSONDescriptionError(
                    at: start.codingPath + [StartKeys.fraction], value: fraction, requirement: "from 0 to 1")
            }
            initialPosition = .fraction(fraction)
        } else {
            initialPosition = .item(try start.decodeWholeNumberIfPresent(forKey: .item, atLeast: 0) ?? 0)
        }
        self.init(
            name: name,
            summary: try container.decodeIfPresent(String.self, forKey: .summary) ?? "",
            layout: layout,
            itemCounts: itemCounts,
            itemHeights: try container.decodeIfPresent(SeededHeights.self, forKey: .itemHeights),
            viewportSize: try container.hasValue(forKey: .viewport)
                ? container.decode(Size.self, forKey: .viewport) : layout.spec(for: .list).boundsSize,
            initialState: initialState,
            initialPosition: initialPosition,
            phases: try container.decode([ScenarioPhase].self, forKey: .phases),
            selectsCentreCell: try container.decodeIfPresent(Bool.self, forKey: .selectsCentreCell) ?? false)
        if !selectsCentreCell, let tap = phases.firstIndex(where: { if case .tap = $0 { true } else { false } }) {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.phases, IndexKey(tap)],
                "a tap selects a carousel's cell: it needs \"selectsCentreCell\": true")
        }
        if viewportSize.width <= 0 || viewportSize.height <= 0 || !viewportSize.width.isFinite
            || !viewportSize.height.isFinite
        {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.viewport], "must be positive and finite in both dimensions")
        }
    }
}
