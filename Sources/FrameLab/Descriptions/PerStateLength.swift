import StrictJSON
import SwitchLayout

/// A length that a layout description gives per state, `{"list": 55, "grid": 40}`, either key
/// optional: a section's header or footer height overriding the state's own, in points.
struct PerStateLength {
    /// The length in the list state, in points, if given.
    var list: Double?
    /// The length in the grid state, in points, if given.
    var grid: Double?

    /// The length in `state`, in points, if given.
    subscript(state: LayoutState) -> Double? {
        switch state {
        case .list: list
        case .grid: grid
        }
    }
}

extension PerStateLength: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case list, grid
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        list = try container.decodeIfPresent(Double.self, forKey: .list)
        grid = try container.decodeIfPresent(Double.self, forKey: .grid)
    }
}
