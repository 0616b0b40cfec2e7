/// How one cell is drawn beyond its frame: what an item transition (the App Store card, the
/// carousel's centre cell) changes on the one item it animates. A kernel given an appearance for
/// an item (``LayoutKernel/setAppearance(_:forItemAt:)``) reports it in that cell's attributes
/// in place of the layout's own, at rest and during a display switch.
public struct ItemAppearance: Hashable, Sendable {
    /// The opacity in [0, 1]; 0 hides the cell (the App Store card's source while it is presented).
    public var alpha: Double
    /// A uniform scale about the frame's centre, positive (UIKit's `transform`).
    public var transform: Double
    /// The layer's corner radius, in points, non-negative.
    public var cornerRadius: Double
    /// The drawing order: higher is on top.
    public var zIndex: Int
    /// The size of the content centred in the frame (the carousel's card), in points; `nil` when
    /// the cell draws its content itself.
    public var contentSize: Size?

    /// Creates an appearance; the defaults are UIKit's (opaque, untransformed, square corners).
    public init(
        alpha: Double = 1, transform: Double = 1, cornerRadius: Double = 0, zIndex: Int = 0, contentSize: Size? = nil
    ) {
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.zIndex = zIndex
        self.contentSize = contentSize
    }

    /// The appearance of a cell nothing animates.
    public static let identity = ItemAppearance()

    /// Checks every value: alpha finite in [0, 1], transform positive and finite, corner radius
    /// and content size finite and non-negative.
    public func validate() throws(LayoutError) {
        if !(alpha.isFinite && (0...1).contains(alpha)) {
            throw .invalidParameter(name: "appearance.alpha", value: alpha, requirement: "finite, in [0, 1]")
        }
        if !(transform.isFinite && transform > 0) {
            throw .invalidParameter(name: "appearance.transform", value: transform, requirement: "positive and finite")
        }
        if !(cornerRadius.isFinite && cornerRadius >= 0) {
            throw .invalidParameter(
                name: "appearance.cornerRadius", value: cornerRadius, requirement: "finite and non-negative")
        }
        if let contentSize {
            for (name, value) in [("width", contentSize.width), ("height", contentSize.height)]
            where !(value.isFinite && value >= 0) {
                throw .invalidParameter(
                    name: "appearance.contentSize.\(name)", value: value, requirement: "finite and non-negative")
            }
        }
    }
}

extension ItemAppearance {
    /// The appearance `progress` of the way from `self` to `other` during a display switch:
    /// `self` when they are equal (always, unless a layout draws its cells differently);
    /// otherwise alpha, transform, corner radius and content size linearly (a content size on
    /// one side only, and the z-index, switch at progress 0.5: lab's choice).
    public func interpolated(to other: ItemAppearance, progress: Double) -> ItemAppearance {
        if self == other { return self }
        func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * progress }
        let nearer = progress < 0.5 ? self : other
        var contentSize = nearer.contentSize
        if let from = self.contentSize, let to = other.contentSize {
            contentSize = Size(width: mix(from.width, to.width), height: mix(from.height, to.height))
        }
        return ItemAppearance(
            alpha: mix(alpha, other.alpha), transform: mix(transform, other.transform),
            cornerRadius: mix(cornerRadius, other.cornerRadius), zIndex: nearer.zIndex, contentSize: contentSize)
    }
}
