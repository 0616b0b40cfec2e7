import StrictJSON
import SwitchLayout

extension LayoutState: Decodable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let state = LayoutState(rawValue: name) else {
            throw JSONDescriptionError(at: decoder.codingPath, "\"\(name)\" is not \"list\" or \"grid\"")
        }
        self = state
    }
}
