import StrictJSON
import SwitchLayout

extension ScenarioPhase: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case fling, transition, touchDown, present, drag, tap, wait
    }

    enum DurationKeys: String, CodingKey, CaseIterable {
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

    enum DragKeys: String, CodingKey, CaseIterable {
        case distance, duration
    }

    enum TapKeys: String, CodingKey, CaseIterable {
        case cellOffset
    }

    enum FlingKeys: String, CodingKey, CaseIterable {
        case velocity, duration, snapsToCell, hitTestsCentre
    }

    enum TransitionKeys: String, CodingKey, CaseIterable {
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
            self = try Self.drag(try container.strictNestedContainer(keyedBy: DragKeys.self, forKey: .drag))
        case .tap:
            self = try Self.tap(try container.strictNestedContainer(keyedBy: TapKeys.self, forKey: .tap))
        case .wait:
            let wait = try container.strictNestedContainer(keyedBy: DurationKeys.self, forKey: .wait)
            self = .wait(duration: try wait.decodePositiveDuration(forKey: .duration))
        case .fling:
            self = try Self.fling(try container.strictNestedContainer(keyedBy: FlingKeys.self, forKey: .fling))
        case .transition:
            self = try Self.transition(
                try container.strictNestedContainer(keyedBy: TransitionKeys.self, forKey: .transition))
        }
    }

    /// A drag: its distance, from 0 to the longest length a description may have, in points.
    private static func drag(_ drag: KeyedDecodingContainer<DragKeys>) throws -> ScenarioPhase {
        let distance = try drag.decodeFinite(forKey: .distance)
        guard (0...LayoutDescription.maximumLength).contains(distance) else {
            throw JSONDescriptionError(
                at: drag.codingPath + [DragKeys.distance], value: distance,
                requirement: "from 0 to \(LayoutDescription.maximumLength.compactDescription) points")
        }
        return .drag(distance: distance, duration: try drag.decodePositiveDuration(forKey: .duration))
    }

    /// A tap: a whole number of cells from the selected one, either way.
    private static func tap(_ tap: KeyedDecodingContainer<TapKeys>) throws -> ScenarioPhase {
        let offset = try tap.decode(Double.self, forKey: .cellOffset)
        guard let whole = Int(exactly: offset), abs(whole) <= LayoutDescription.maximumItemCount else {
            throw JSONDescriptionError(
                at: tap.codingPath + [TapKeys.cellOffset], value: offset,
                requirement: "a whole number of cells, at most \(LayoutDescription.maximumItemCount) either way")
        }
        return .tap(cellOffset: whole)
    }

    /// A fling: a finite velocity, snapping and hit-testing off unless given.
    private static func fling(_ fling: KeyedDecodingContainer<FlingKeys>) throws -> ScenarioPhase {
        .fling(
            velocity: try fling.decodeFinite(forKey: .velocity),
            duration: try fling.decodePositiveDuration(forKey: .duration),
            snapsToCell: try fling.decodeIfPresent(Bool.self, forKey: .snapsToCell) ?? false,
            hitTestsCentre: try fling.decodeIfPresent(Bool.self, forKey: .hitTestsCentre) ?? false)
    }

    /// A transition: its curve valid for its duration (DisplaySwitcher's unless given) and over
    /// within a minute, the anchored mapping and the visible elements unless given.
    private static func transition(_ transition: KeyedDecodingContainer<TransitionKeys>) throws -> ScenarioPhase {
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
            try transition.decodeIfPresent(String.self, forKey: .work) ?? TransitionWork.visibleElements.rawValue
        guard let work = TransitionWork(rawValue: workName) else {
            throw JSONDescriptionError(
                at: transition.codingPath + [TransitionKeys.work],
                "\"\(workName)\" is not \"visibleElements\" or \"allElements\"")
        }
        return .transition(
            to: try transition.decode(LayoutState.self, forKey: .to), curve: curve, duration: duration,
            mapping: mapping, work: work)
    }
}
