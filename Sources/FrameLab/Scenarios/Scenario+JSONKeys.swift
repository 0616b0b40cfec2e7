import LabCatalog
import SwitchLayout

extension Scenario {
    /// Every key a scenario file may hold outside its layout description (whose keys are
    /// ``LayoutDescription/jsonKeys``): the names a scenario's documentation must explain.
    package static var jsonKeys: Set<String> {
        let keys: [[any CodingKey]] = [
            CodingKeys.allCases, StartKeys.allCases, ScenarioPhase.CodingKeys.allCases,
            ScenarioPhase.DurationKeys.allCases, ScenarioPhase.DragKeys.allCases, ScenarioPhase.TapKeys.allCases,
            ScenarioPhase.FlingKeys.allCases, ScenarioPhase.TransitionKeys.allCases, TimingCurve.CodingKeys.allCases,
            TimingCurve.SpringKeys.allCases, TimingCurve.PanKeys.allCases, PanScript.KeyFrame.CodingKeys.allCases,
            SeededHeights.CodingKeys.allCases,
        ]
        return Set(keys.joined().map(\.stringValue))
    }
}
