import StrictJSON
import SwitchLayout

/// The parameters of one state in a layout description: its `list` or `grid` object. Absent
/// ones take DisplaySwitcher's and CPTGridListManager's defaults.
struct StateDescription {
    /// The number of columns, if given; a list has 1, a grid 3 unless given.
    var columns: Int?
    /// The row height H, in points; 0 when `aspectRatio` or `itemHeights` sizes the rows instead.
    var cellHeight: Double
    /// The inset of each cell in its slot, in points: DisplaySwitcher's (6, 6) unless given.
    var cellPadding: Point
    /// The height of every section's header slot, in points, unless a section overrides it;
    /// 0 (no header) unless given.
    var headerHeight: Double
    /// The height of every section's footer slot, in points, unless a section overrides it;
    /// 0 (no footer) unless given.
    var footerHeight: Double
    /// Width ÷ height of the visible cell, if cells keep an aspect ratio.
    var aspectRatio: Double?
    /// Per-item row heights, in points, in flat item order, if rows size themselves.
    var itemHeights: [Double]?

    /// The number of columns in `state`: as given, else 1 for a list and 3 (CPTGridListManager's
    /// default) for a grid.
    func columns(in state: LayoutState) -> Int {
        columns ?? (state == .list ? 1 : 3)
    }
}

extension StateDescription: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case columns, cellHeight, cellPadding, headerHeight, footerHeight, aspectRatio, itemHeights
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        columns = try container.decodeWholeNumberIfPresent(forKey: .columns)
        cellPadding = try container.decodeIfPresent(Point.self, forKey: .cellPadding) ?? Point(x: 6, y: 6)
        headerHeight = try container.decodeIfPresent(Double.self, forKey: .headerHeight) ?? 0
        footerHeight = try container.decodeIfPresent(Double.self, forKey: .footerHeight) ?? 0
        aspectRatio = try container.decodeIfPresent(Double.self, forKey: .aspectRatio)
        itemHeights = try container.decodeIfPresent([Double].self, forKey: .itemHeights)
        if let cellHeight = try container.decodeIfPresent(Double.self, forKey: .cellHeight) {
            self.cellHeight = cellHeight
        } else if aspectRatio != nil || itemHeights != nil {
            cellHeight = 0
        } else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.cellHeight],
                "missing required key (it may be left out only when aspectRatio or itemHeights is given)")
        }
    }
}
