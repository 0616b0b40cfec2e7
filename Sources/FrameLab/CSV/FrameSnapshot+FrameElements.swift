extension FrameSnapshot {
    /// The frame's rows: the elements in flat order, then the overlays in z-index order.
    package var elements: [FrameElement] {
        attributes.map(FrameElement.element) + overlays.map(FrameElement.overlay)
    }
}
