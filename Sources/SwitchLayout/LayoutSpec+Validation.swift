extension LayoutSpec {
    /// Checks every parameter, throwing for the first one that is out of its domain: a column
    /// count below 1 (or not 1 in the list state), a negative or non-finite length, a padding
    /// that leaves a negative visible size, a negative item count, an aspect ratio that is not
    /// positive and finite, or `itemHeights` whose count is not the number of items.
    public func validate() throws(LayoutError) {
        try Self.require(boundsSize.width, isLength: "boundsSize.width")
        try Self.require(boundsSize.height, isLength: "boundsSize.height")
        try Self.require(contentInset.top, isLength: "contentInset.top")
        try Self.require(contentInset.left, isLength: "contentInset.left")
        try Self.require(contentInset.bottom, isLength: "contentInset.bottom")
        try Self.require(contentInset.right, isLength: "contentInset.right")
        try Self.require(cellPadding.x, isLength: "cellPadding.x")
        try Self.require(cellPadding.y, isLength: "cellPadding.y")
        try Self.require(supplementaryPadding.x, isLength: "supplementaryPadding.x")
        try Self.require(supplementaryPadding.y, isLength: "supplementaryPadding.y")
        try Self.require(staticCellHeight, isLength: "staticCellHeight")

        if columns < 1 || (state == .list && columns != 1) {
            throw .invalidParameter(
                name: "columns", value: Double(columns),
                requirement: state == .list ? "1 in the list state" : "at least 1")
        }
        if cellWidth < 0 {
            throw .invalidParameter(
                name: "cellPadding.x", value: cellPadding.x,
                requirement: "at most half the column width (\(columnWidth / 2)) so cells are not narrower than 0")
        }
        if let aspectRatio, !(aspectRatio.isFinite && aspectRatio > 0) {
            throw .invalidParameter(name: "aspectRatio", value: aspectRatio, requirement: "positive and finite")
        }
        if aspectRatio == nil, itemHeights == nil {
            try requireVisibleCell(rowHeight: staticCellHeight, name: "staticCellHeight")
        }
        if let itemHeights {
            if itemHeights.count != itemCount {
                throw .invalidParameter(
                    name: "itemHeights.count", value: Double(itemHeights.count),
                    requirement: "the number of items, \(itemCount)")
            }
            if aspectRatio != nil {
                throw .invalidParameter(
                    name: "itemHeights.count", value: Double(itemHeights.count),
                    requirement: "absent when aspectRatio sets every cell's height")
            }
            for (index, height) in itemHeights.enumerated() {
                try Self.require(height, isLength: "itemHeights[\(index)]")
                try requireVisibleCell(rowHeight: height, name: "itemHeights[\(index)]")
            }
        }
        for (index, section) in sections.enumerated() {
            if section.itemCount < 0 {
                throw .invalidParameter(
                    name: "sections[\(index)].itemCount", value: Double(section.itemCount),
                    requirement: "at least 0")
            }
            try requireSupplementary(height: section.headerHeight, name: "sections[\(index)].headerHeight")
            try requireSupplementary(height: section.footerHeight, name: "sections[\(index)].footerHeight")
        }
    }

    // Parameter names are built only when one is reported: a million self-sizing heights must
    // not cost a million strings.
    private static func require(_ value: Double, isLength name: @autoclosure () -> String) throws(LayoutError) {
        if !(value.isFinite && value >= 0) {
            throw .invalidParameter(name: name(), value: value, requirement: "finite and at least 0")
        }
    }

    private func requireVisibleCell(rowHeight: Double, name: @autoclosure () -> String) throws(LayoutError) {
        if rowHeight < cellPadding.y {
            throw .invalidParameter(
                name: name(), value: rowHeight,
                requirement: "at least cellPadding.y (\(cellPadding.y)) so cells are not shorter than 0")
        }
    }

    private func requireSupplementary(height: Double, name: @autoclosure () -> String) throws(LayoutError) {
        try Self.require(height, isLength: name())
        guard height > 0 else { return }
        if height < 2 * supplementaryPadding.y {
            throw .invalidParameter(
                name: name(), value: height,
                requirement: "0 or at least 2 × supplementaryPadding.y (\(2 * supplementaryPadding.y))")
        }
        if contentWidth < 2 * supplementaryPadding.x {
            throw .invalidParameter(
                name: "supplementaryPadding.x", value: supplementaryPadding.x,
                requirement: "at most half the content width (\(contentWidth / 2)) when headers or footers are shown")
        }
    }
}

extension LayoutSpec {
    /// Checks that a transition from this layout to `next` can match every cell by index path:
    /// both must scroll along the same axis and have the same sections' item counts (header and
    /// footer heights may differ: a header shown on one side only fades).
    public func validateTransition(to next: LayoutSpec) throws(LayoutError) {
        if axis != next.axis {
            throw .incompatibleTransition(name: "axis", current: axis.rawValue, next: next.axis.rawValue)
        }
        if sections.count != next.sections.count {
            throw .incompatibleTransition(
                name: "sections.count", current: "\(sections.count)", next: "\(next.sections.count)")
        }
        for (index, (section, nextSection)) in zip(sections, next.sections).enumerated()
        where section.itemCount != nextSection.itemCount {
            throw .incompatibleTransition(
                name: "sections[\(index)].itemCount", current: "\(section.itemCount)",
                next: "\(nextSection.itemCount)")
        }
    }

    /// Checks a transition progress: any finite number is valid (springs overshoot).
    public static func validateTransitionProgress(_ progress: Double) throws(LayoutError) {
        if !progress.isFinite {
            throw .invalidParameter(name: "transitionProgress", value: progress, requirement: "finite")
        }
    }
}

extension LayoutSpec {
    /// Checks that the layout has a cell at `indexPath` and that `appearance`, if any, is valid:
    /// what every kernel's ``LayoutKernel/setAppearance(_:forItemAt:)`` checks first.
    public func validateAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath) throws(LayoutError) {
        guard sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { throw .noSuchItem(indexPath) }
        try appearance?.validate()
    }
}
