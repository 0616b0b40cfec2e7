import SwitchLayout

/// A header or footer at one moment of a layout pair, on the vertical axis.
struct SupplementaryElement {
    /// `.header` or `.footer`.
    let kind: ElementKind
    /// Its section.
    let section: Int
    /// Its frame at the moment, in points.
    let frame: Rect
    /// Its frame in the next layout, or where it stays while it fades, in points.
    let nextFrame: Rect
    /// Its opacity, in [0, 1].
    let alpha: Double
}
