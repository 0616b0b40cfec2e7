import Foundation
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

extension Scenario {
    /// The scenario in the JSON file at `path`; every error names the file and the field.
    package static func load(contentsOf path: String) throws(JSONDescriptionError) -> Scenario {
        try JSONDescription.load(Scenario.self, contentsOf: path, kind: "scenario")
    }

    /// The scenario in `json`, a JSON document.
    package init(json: Data) throws(JSONDescriptionError) {
        self = try JSONDescription.decode(Scenario.self, json: json)
    }
}

extension Scenario: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, summary, layout, items, itemHeights, viewport, start, phases, selectsCentreCell
    }

    private enum StartKeys: String, CodingKey, CaseIterable {
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

extension LayoutState: Decodable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let state = LayoutState(rawValue: name) else {
            throw JSONDescriptionError(at: decoder.codingPath, "\"\(name)\" is not \"list\" or \"grid\"")
        }
        self = state
    }
}

extension SeededHeights: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case seed, minimum, maximum
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let minimum = try container.decode(Double.self, forKey: .minimum)
        let maximum = try container.decode(Double.self, forKey: .maximum)
        guard minimum.isFinite, minimum >= 0 else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.minimum], value: minimum, requirement: "finite and at least 0")
        }
        guard maximum >= minimum, maximum <= LayoutDescription.maximumLength else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.maximum], value: maximum,
                requirement: "from the minimum (\(minimum.compactDescription)) to "
                    + "\(LayoutDescription.maximumLength.compactDescription)")
        }
        self.init(
            seed: UInt64(try container.decodeWholeNumber(forKey: .seed, atLeast: 0)), minimum: minimum,
            maximum: maximum)
    }
}

extension ScenarioPhase: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case fling, transition, touchDown, present, drag, tap, wait
    }

    private enum DurationKeys: String, CodingKey, CaseIterable {
        case duration
    }

    /// The keys of a phase that takes none: every key is unknown.
    private struct NoKeys: CodingKey, CaseIterable {
        static let allCases: [NoKeys] = []
        var stringValue: String { "" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    private enum DragKeys: String, CodingKey, CaseIterable {
        case distance, duration
    }

    private enum TapKeys: String, CodingKey, CaseIterable {
        case cellOffset
    }

    private enum FlingKeys: String, CodingKey, CaseIterable {
        case velocity, duration, snapsToCell, hitTestsCentre
    }

    private enum TransitionKeys: String, CodingKey, CaseIterable {
        case to, curve, duration, contentOffset, work
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw JSONDescriptionError(
                at: decoder.codingPath,
                "a phase is one of {\"fling\": …}, {\"transition\": …}, {\"touchDown\": …}, {\"present\": {}}, "
                    + "{\"drag\": …}, {\"tap\": …} or {\"wait\": …}")
        }
        switch kind {
        case .touchDown:
            let touch = try container.strictNestedContainer(keyedBy: DurationKeys.self, forKey: .touchDown)
            self = .touchDown(duration: try touch.decodePositiveDuration(forKey: .duration))
        case .present:
            _ = try container.strictNestedContainer(keyedBy: NoKeys.self, forKey: .present)
            self = .present
        case .drag:
            let drag = try container.strictNestedContainer(keyedBy: DragKeys.self, forKey: .drag)
            let distance = try drag.decodeFinite(forKey: .distance)
            guard (0...LayoutDescription.maximumLength).contains(distance) else {
                throw JSONDescriptionError(
                    at: drag.codingPath + [DragKeys.distance], value: distance,
                    requirement: "from 0 to \(LayoutDescription.maximumLength.compactDescription) points")
            }
            self = .drag(distance: distance, duration: try drag.decodePositiveDuration(forKey: .duration))
        case .tap:
            let tap = try container.strictNestedContainer(keyedBy: TapKeys.self, forKey: .tap)
            let offset = try tap.decode(Double.self, forKey: .cellOffset)
            guard let whole = Int(exactly: offset), abs(whole) <= LayoutDescription.maximumItemCount else {
                throw JSONDescriptionError(
                    at: tap.codingPath + [TapKeys.cellOffset], value: offset,
                    requirement: "a whole number of cells, at most \(LayoutDescription.maximumItemCount) either way")
            }
            self = .tap(cellOffset: whole)
        case .wait:
            let wait = try container.strictNestedContainer(keyedBy: DurationKeys.self, forKey: .wait)
            self = .wait(duration: try wait.decodePositiveDuration(forKey: .duration))
        case .fling:
            let fling = try container.strictNestedContainer(keyedBy: FlingKeys.self, forKey: .fling)
            self = .fling(
                velocity: try fling.decodeFinite(forKey: .velocity),
                duration: try fling.decodePositiveDuration(forKey: .duration),
                snapsToCell: try fling.decodeIfPresent(Bool.self, forKey: .snapsToCell) ?? false,
                hitTestsCentre: try fling.decodeIfPresent(Bool.self, forKey: .hitTestsCentre) ?? false)
        case .transition:
            let transition = try container.strictNestedContainer(keyedBy: TransitionKeys.self, forKey: .transition)
            let curve = try transition.decode(TimingCurve.self, forKey: .curve)
            let duration =
                try transition.hasValue(forKey: .duration)
                ? transition.decodePositiveDuration(forKey: .duration) : ScenarioPhase.defaultDuration
            do {
                try curve.validate(duration: duration)
            } catch {
                throw JSONDescriptionError(at: transition.codingPath + [TransitionKeys.curve], error.description)
            }
            let completionTime = curve.completionTime(duration: duration)
            guard completionTime <= ScenarioPhase.maximumDuration else {
                throw JSONDescriptionError(
                    at: transition.codingPath + [TransitionKeys.curve],
                    "the transition would last \(completionTime.compactDescription) s, "
                        + "more than \(ScenarioPhase.maximumDuration.compactDescription) s")
            }
            let mappingName = try transition.decodeIfPresent(String.self, forKey: .contentOffset) ?? "anchored"
            guard let mapping = ContentOffsetMapping(rawValue: mappingName) else {
                throw JSONDescriptionError(
                    at: transition.codingPath + [TransitionKeys.contentOffset],
                    "\"\(mappingName)\" is not \"anchored\" or \"legacyDisplaySwitcher\"")
            }
            let workName =
                try transition.decodeIfPresent(String.self, forKey: .work) ?? FrameWork.visibleElements.rawValue
            guard let work = FrameWork(rawValue: workName) else {
                throw JSONDescriptionError(
                    at: transition.codingPath + [TransitionKeys.work],
                    "\"\(workName)\" is not \"visibleElements\" or \"allElements\"")
            }
            self = .transition(
                to: try transition.decode(LayoutState.self, forKey: .to), curve: curve, duration: duration,
                mapping: mapping, work: work)
        }
    }
}

extension TimingCurve: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case spring, pan
    }

    private enum SpringKeys: String, CodingKey, CaseIterable {
        case dampingRatio, response
    }

    private enum PanKeys: String, CodingKey, CaseIterable {
        case keyFrames, ending
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "linear": self = .linear
            case "easeInOut": self = .easeInOut
            default:
                throw JSONDescriptionError(
                    at: decoder.codingPath,
                    "\"\(name)\" is not \"linear\", \"easeInOut\", {\"spring\": …} or {\"pan\": …}")
            }
            return
        }
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        if try container.hasValue(forKey: .spring) {
            let spring = try container.strictNestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
            self = .spring(
                Spring(
                    dampingRatio: try spring.decode(Double.self, forKey: .dampingRatio),
                    response: try spring.decode(Double.self, forKey: .response)))
        } else if try container.hasValue(forKey: .pan) {
            let pan = try container.strictNestedContainer(keyedBy: PanKeys.self, forKey: .pan)
            let keyFrames = try pan.decode([PanScript.KeyFrame].self, forKey: .keyFrames)
            let endingName = try pan.decode(String.self, forKey: .ending)
            guard let ending = PanScript.Ending(rawValue: endingName) else {
                throw JSONDescriptionError(
                    at: pan.codingPath + [PanKeys.ending], "\"\(endingName)\" is not \"finish\" or \"cancel\"")
            }
            self = .interactive(PanScript(keyFrames: keyFrames, ending: ending))
        } else {
            throw JSONDescriptionError(at: decoder.codingPath, "a curve object is {\"spring\": …} or {\"pan\": …}")
        }
    }
}

extension PanScript.KeyFrame: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case time, progress
    }

    /// The progress a key frame may reach: a drag past either end, as far as a spring
    /// overshoots. Much further, the content is extrapolated by billions of points (at a
    /// progress of 10^20 a worker was seen to hang).
    static let progressRange = -1.0...2.0

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let progress = try container.decode(Double.self, forKey: .progress)
        guard Self.progressRange.contains(progress) else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.progress], value: progress,
                requirement: "from \(Self.progressRange.lowerBound.compactDescription) to "
                    + "\(Self.progressRange.upperBound.compactDescription)")
        }
        self.init(time: try container.decode(Double.self, forKey: .time), progress: progress)
    }
}

extension KeyedDecodingContainer {
    /// The finite number at `key`.
    fileprivate func decodeFinite(forKey key: Key) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite else {
            throw JSONDescriptionError(at: codingPath + [key], value: value, requirement: "finite")
        }
        return value
    }

    /// The duration at `key`, in seconds: positive, finite, at most a minute.
    fileprivate func decodePositiveDuration(forKey key: Key) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite, value > 0, value <= ScenarioPhase.maximumDuration else {
            throw JSONDescriptionError(
                at: codingPath + [key], value: value,
                requirement: "positive, at most \(ScenarioPhase.maximumDuration.compactDescription) seconds")
        }
        return value
    }
}
