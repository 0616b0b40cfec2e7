/// The work a transition frame asks of the layout, besides setting the progress.
package enum TransitionWork: String, Hashable, Sendable, CaseIterable {
    /// The attributes of the elements in the viewport, as a collection view asks each frame.
    case visibleElements
    /// Every element's frame and alpha into a caller-owned buffer: the throughput workload.
    case allElements
}
