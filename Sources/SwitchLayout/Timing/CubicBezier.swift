/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as Core
/// Animation's `CAMediaTimingFunction`: maps the fraction of time elapsed to the fraction of the
/// change done.
public struct CubicBezier: Hashable, Sendable {
    /// The first control point; its x must lie in [0, 1].
    public var controlPoint1: Point
    /// The second control point; its x must lie in [0, 1].
    public var controlPoint2: Point

    /// Creates the timing function with control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        controlPoint1 = Point(x: x1, y: y1)
        controlPoint2 = Point(x: x2, y: y2)
    }

    /// Core Animation's `easeInEaseOut`, (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    /// The fraction of the change done when `fraction` of the time has elapsed; `fraction` is
    /// clamped to [0, 1].
    public func value(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        return Self.coordinate(parameter(forX: x), controlPoint1.y, controlPoint2.y)
    }

    /// B(s) of one coordinate, for a curve whose end points are 0 and 1.
    private static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// Solves B_x(s) = x for s: Newton's method, falling back to bisection where the slope is
    /// flat (as WebKit's `UnitBezier` does). B_x is monotone because both x controls lie in [0, 1].
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, controlPoint1.x, controlPoint2.x) - x
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, controlPoint1.x, controlPoint2.x)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        while high - low > tolerance {
            let value = Self.coordinate(s, controlPoint1.x, controlPoint2.x)
            if abs(value - x) < tolerance { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
