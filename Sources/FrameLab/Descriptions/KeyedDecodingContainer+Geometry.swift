import StrictJSON
import SwitchLayout

// The model's geometry as a layout description spells it: JSON objects whose keys are the
// properties' names, in points.

extension KeyedDecodingContainer {
    /// The size at `key`: `{"width": w, "height": h}`, both required.
    func decode(_ type: Size.Type, forKey key: Key) throws -> Size {
        let size = try strictNestedContainer(keyedBy: SizeKey.self, forKey: key)
        return Size(
            width: try size.decode(Double.self, forKey: .width), height: try size.decode(Double.self, forKey: .height))
    }

    /// The point at `key`, if present: `{"x": x, "y": y}`, both required.
    func decodeIfPresent(_ type: Point.Type, forKey key: Key) throws -> Point? {
        guard try hasValue(forKey: key) else { return nil }
        let point = try strictNestedContainer(keyedBy: PointKey.self, forKey: key)
        return Point(x: try point.decode(Double.self, forKey: .x), y: try point.decode(Double.self, forKey: .y))
    }

    /// The insets at `key`, if present: `{"top": t, "left": l, "bottom": b, "right": r}`, each
    /// optional and 0 when absent.
    func decodeIfPresent(_ type: EdgeInsets.Type, forKey key: Key) throws -> EdgeInsets? {
        guard try hasValue(forKey: key) else { return nil }
        let insets = try strictNestedContainer(keyedBy: EdgeInsetsKey.self, forKey: key)
        func edge(_ edge: EdgeInsetsKey) throws -> Double {
            try insets.decodeIfPresent(Double.self, forKey: edge) ?? 0
        }
        return EdgeInsets(
            top: try edge(.top), left: try edge(.left), bottom: try edge(.bottom), right: try edge(.right))
    }
}

enum SizeKey: String, CodingKey, CaseIterable {
    case width, height
}

enum PointKey: String, CodingKey, CaseIterable {
    case x, y
}

enum EdgeInsetsKey: String, CodingKey, CaseIterable {
    case top, left, bottom, right
}
