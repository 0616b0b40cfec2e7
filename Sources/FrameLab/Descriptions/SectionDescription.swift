import StrictJSON
import SwitchLayout

/// One entry of a layout description's `sections`: `repeat` consecutive sections of `items`
/// items each, whose header and footer heights may override the states' own.
struct SectionDescription {
    /// The number of items in each section, at least 0.
    var itemCount: Int
    /// The number of sections the entry stands for, at least 0; 1 unless given.
    var repeatCount: Int
    /// The height of each section's header slot per state, in points, where it overrides the
    /// state's `headerHeight`.
    var headerHeight: PerStateLength?
    /// The height of each section's footer slot per state, in points, where it overrides the
    /// state's `footerHeight`.
    var footerHeight: PerStateLength?

    /// The entry's sections as `state` lays them out, with the header and footer heights of
    /// `parameters` unless the entry overrides them.
    func sections(in state: LayoutState, parameters: StateDescription) -> [Section] {
        let section = Section(
            itemCount: itemCount,
            headerHeight: headerHeight?[state] ?? parameters.headerHeight,
            footerHeight: footerHeight?[state] ?? parameters.footerHeight)
        return Array(repeating: section, count: repeatCount)
    }
}

extension SectionDescription: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case items
        case repeatCount = "repeat"
        case headerHeight, footerHeight
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        itemCount = try container.decodeWholeNumber(forKey: .items, atLeast: 0)
        repeatCount = try container.decodeWholeNumberIfPresent(forKey: .repeatCount, atLeast: 0) ?? 1
        headerHeight = try container.decodeIfPresent(PerStateLength.self, forKey: .headerHeight)
        footerHeight = try container.decodeIfPresent(PerStateLength.self, forKey: .footerHeight)
    }
}
