import SwitchLayout

extension FuzzedTransition {
    /// The number of queries a case asks at every moment.
    static let queryCount = 2

    /// Decodes `bytes` (any bytes at all) into a case, small enough to check in well under a
    /// millisecond: up to 5 sections of up to 94 items (usually under 24), either axis, any
    /// state on either side, headers and footers shown on one side only, aspect ratios and
    /// self-sizing heights, and (when the first byte's lowest bit is set) invalid values and
    /// incompatible transitions.
    public init(bytes: some Sequence<UInt8>) {
        var reader = FuzzedBytes(bytes)
        reader.allowsInvalidValues = reader.flag()
        let shared = Self.sharedParameters(from: &reader)
        current = Self.spec(sharing: shared, from: &reader)
        next = Self.spec(sharing: shared, from: &reader)
        if reader.allowsInvalidValues {
            // A transition the kernels must refuse: another axis, another section, another count.
            switch reader.byte() {
            case 250: next.axis = shared.axis == .vertical ? .horizontal : .vertical
            case 251: next.sections.append(Section(itemCount: 1))
            case 252 where !next.sections.isEmpty: next.sections[0].itemCount += 1
            default: break
            }
        }
        progress = reader.progress()
        restarts = reader.byte() >= 192
        finishes = reader.flag()
        viewportSize =
            reader.flag()
            ? shared.boundsSize
            : Size(width: reader.length(typical: 0...1200), height: reader.length(typical: 0...1200))
        let sectionCount = shared.sections.count
        queries = (0..<Self.queryCount).map { _ in Self.query(amongSections: sectionCount, from: &reader) }
        // Last, so that inputs written before item transitions existed (which end here, and
        // read as zeros past their end) keep their meaning: no appearance.
        appearances = (0..<Int(reader.byte() % 4)).map { _ in
            Self.appearance(amongSections: sectionCount, from: &reader)
        }
    }

    /// What both layouts share: the axis, bounds, insets and supplementary padding, and the
    /// sections' item counts (0 to 5 sections), in a spec whose other parameters are
    /// placeholders.
    private static func sharedParameters(from reader: inout FuzzedBytes) -> LayoutSpec {
        let axis: Axis = reader.flag() ? .horizontal : .vertical
        let boundsSize = Size(
            width: reader.length(typical: 0...1200), height: reader.length(typical: 0...1200))
        let contentInset = EdgeInsets(
            top: reader.length(typical: 0...60), left: reader.length(typical: 0...60),
            bottom: reader.length(typical: 0...60), right: reader.length(typical: 0...60))
        let supplementaryPadding = Point(x: reader.length(typical: 0...8), y: reader.length(typical: 0...8))
        let itemCounts = (0..<Int(reader.byte() % 6)).map { _ in reader.count(typical: 24) }
        return LayoutSpec(
            state: .list, axis: axis, boundsSize: boundsSize, contentInset: contentInset, columns: 1,
            staticCellHeight: 0, sections: itemCounts.map { Section(itemCount: $0) },
            supplementaryPadding: supplementaryPadding)
    }

    /// One side of the transition: `shared`'s parameters, and a state, columns, padding, header
    /// and footer heights, a row height and sometimes an aspect ratio or self-sizing heights of
    /// its own.
    private static func spec(sharing shared: LayoutSpec, from reader: inout FuzzedBytes) -> LayoutSpec {
        let state: LayoutState = reader.flag() ? .grid : .list
        var spec = LayoutSpec(
            state: state, axis: shared.axis, boundsSize: shared.boundsSize, contentInset: shared.contentInset,
            columns: columns(for: state, from: &reader),
            cellPadding: Point(x: reader.length(typical: 0...12), y: reader.length(typical: 0...12)),
            staticCellHeight: 0,
            sections: shared.sections.map { section in
                Section(
                    itemCount: section.itemCount, headerHeight: supplementaryHeight(from: &reader),
                    footerHeight: supplementaryHeight(from: &reader))
            },
            supplementaryPadding: shared.supplementaryPadding)
        spec.staticCellHeight = spec.cellPadding.y + reader.length(typical: 0...240)
        switch reader.byte() % 4 {
        case 2:
            spec.aspectRatio = reader.length(typical: 0.25...4)
        case 3:
            let count = spec.itemCount + (reader.allowsInvalidValues && reader.byte() >= 240 ? 1 : 0)
            spec.itemHeights = (0..<max(0, count)).map { _ in spec.cellPadding.y + reader.length(typical: 0...200) }
            if reader.allowsInvalidValues && reader.byte() >= 240 { spec.aspectRatio = 1 }
        default:
            break
        }
        return spec
    }

    /// A query placed near an element (or anywhere), and an element to look up, in a layout of
    /// `sectionCount` sections (the lookup's section sometimes one out of range).
    private static func query(amongSections sectionCount: Int, from reader: inout FuzzedBytes) -> FuzzedQuery {
        FuzzedQuery(
            anchor: reader.byte() < 224 ? Int(reader.twoBytes()) : nil,
            framePoint: reader.choice(FramePoint.allCases),
            offset: offset(from: &reader),
            size: Size(width: reader.number(typical: -100...900), height: reader.number(typical: -100...900)),
            lookupKind: reader.choice(ElementKind.allCases),
            lookupIndexPath: IndexPath(
                item: reader.byte() < 240 ? Int(reader.byte() % 48) : reader.choice([-1, 1000, .max, .min]),
                section: Int(reader.byte()) % (sectionCount + 2) - 1))
    }

    /// A cell's appearance (or `nil`, removing one) for an item of a layout of `sectionCount`
    /// sections, sometimes out of range or, with invalid values, out of its domain.
    private static func appearance(amongSections sectionCount: Int, from reader: inout FuzzedBytes) -> (
        indexPath: IndexPath, appearance: ItemAppearance?
    ) {
        let indexPath = IndexPath(
            item: reader.byte() < 248 ? Int(reader.byte() % 48) : -1, section: Int(reader.byte()) % (sectionCount + 1))
        guard reader.byte() < 224 else { return (indexPath, nil) }
        let appearance = ItemAppearance(
            alpha: reader.allowsInvalidValues && reader.byte() >= 248 ? 2 : Double(reader.byte()) / 255,
            transform: reader.number(typical: 0.25...3), cornerRadius: reader.length(typical: 0...32),
            zIndex: Int(reader.byte() % 5) - 2,
            contentSize: reader.flag()
                ? Size(width: reader.length(typical: 0...400), height: reader.length(typical: 0...400)) : nil)
        return (indexPath, appearance)
    }

    /// A column count for `state`: 1 in a list, 1–16 in a grid, sometimes many; 0, negative or
    /// (in a list) more than 1 only when invalid values are allowed.
    private static func columns(for state: LayoutState, from reader: inout FuzzedBytes) -> Int {
        let byte = reader.byte()
        if byte >= 248, reader.allowsInvalidValues {
            return reader.choice([0, -1, .min, 2])
        }
        if state == .list { return 1 }
        return byte < 240 ? 1 + Int(byte % 16) : reader.choice([20, 50, 100, 1000, 1 << 20, .max])
    }

    /// A header or footer height: none half the time, else a length.
    private static func supplementaryHeight(from reader: inout FuzzedBytes) -> Double {
        reader.flag() ? reader.length(typical: 0...120) : 0
    }

    /// The offset of a query's point from its anchor point: often exactly 0, so that the point
    /// lies on an edge, else near or far, in points.
    private static func offset(from reader: inout FuzzedBytes) -> Point {
        func coordinate() -> Double {
            reader.byte() < 96 ? 0 : reader.number(typical: -64...64)
        }
        return Point(x: coordinate(), y: coordinate())
    }
}
