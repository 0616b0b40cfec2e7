import SwitchLayout

/// One layout state prepared in structure-of-arrays form: every element's frame, kind and index
/// path in flat order, with no per-element objects.
struct PreparedLayout {
    /// The validated spec.
    let spec: LayoutSpec
    /// Every element's frame, in points.
    let frames: FrameColumns
    /// Every element's kind.
    let kinds: [ElementKind]
    /// Every element's index path.
    let indexPaths: [IndexPath]
    /// The size of the content, in points.
    let contentSize: Size

    /// Validates `spec` and lays out its elements: one pass of the spec's element walk writing
    /// straight into the columns.
    init(_ spec: LayoutSpec) throws(LayoutError) {
        try spec.validate()
        let count = spec.sections.reduce(spec.itemCount) { count, section in
            count + (section.headerHeight > 0 ? 1 : 0) + (section.footerHeight > 0 ? 1 : 0)
        }
        let frames = FrameColumns(count: count)
        var kinds: [ElementKind] = []
        var indexPaths: [IndexPath] = []
        kinds.reserveCapacity(count)
        indexPaths.reserveCapacity(count)
        contentSize = spec.forEachElement { kind, indexPath, frame in
            frames[kinds.count] = frame
            kinds.append(kind)
            indexPaths.append(indexPath)
        }
        self.spec = spec
        self.frames = frames
        self.kinds = kinds
        self.indexPaths = indexPaths
    }

    /// Whether `other` has exactly this layout's elements in the same flat order: the same
    /// sections (guaranteed by a valid transition) with headers and footers on the same sides.
    func hasSameElements(as other: PreparedLayout) -> Bool {
        zip(spec.sections, other.spec.sections).allSatisfy { section, otherSection in
            (section.headerHeight > 0) == (otherSection.headerHeight > 0)
                && (section.footerHeight > 0) == (otherSection.footerHeight > 0)
        }
    }
}
