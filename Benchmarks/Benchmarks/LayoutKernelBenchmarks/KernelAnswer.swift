import SwitchLayout

/// What a measured call answered, to compare with the reference's answer outside the
/// measurement.
enum KernelAnswer {
    /// The elements a rect query returned for `rect`, in flat order.
    case attributes([LayoutAttributes], in: Rect)
    /// Every element's frame and alpha, in flat order.
    case frames(ElementFrames)
    /// The cell a hit test found, if any.
    case item(IndexPath?)

    /// Whether the answer holds no element: the question missed the content.
    var isEmpty: Bool {
        switch self {
        case let .attributes(attributes, _): attributes.isEmpty
        case let .frames(frames): frames.count == 0
        case let .item(item): item == nil
        }
    }

    /// How far this answer is from `reference`'s, as ``Agreement`` measures it.
    func agreement(with reference: KernelAnswer) -> Agreement.Comparison {
        switch (self, reference) {
        case let (.attributes(candidate, rect), .attributes(expected, _)):
            return Agreement.compare(candidate, expected, in: rect)
        case let (.frames(candidate), .frames(expected)):
            return Agreement.compare(candidate, expected)
        case let (.item(candidate), .item(expected)):
            return Self.comparison(setMismatches: candidate == expected ? 0 : 1)
        default:
            return Self.comparison(setMismatches: 1)
        }
    }

    /// A comparison that found only `setMismatches` elements identified differently.
    private static func comparison(setMismatches: Int) -> Agreement.Comparison {
        var comparison = Agreement.Comparison()
        comparison.setMismatches = setMismatches
        return comparison
    }
}
