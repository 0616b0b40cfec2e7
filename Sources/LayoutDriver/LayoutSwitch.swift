import SwitchLayout

/// A list ⇄ grid switch a ``CollectionViewLayoutDriver`` runs: where it goes, and the content
/// offsets it goes between, in points.
public struct LayoutSwitch: Hashable, Sendable {
    /// The state it switches to.
    public var destination: LayoutState
    /// The content offset when it started.
    public var startContentOffset: Point
    /// Where the destination scrolls to when it finishes, asked of the kernel when it started
    /// (and again after a rotation), while both layouts were there to answer.
    public var targetContentOffset: Point

    /// A switch; see the properties.
    public init(destination: LayoutState, startContentOffset: Point, targetContentOffset: Point) {
        self.destination = destination
        self.startContentOffset = startContentOffset
        self.targetContentOffset = targetContentOffset
    }
}
