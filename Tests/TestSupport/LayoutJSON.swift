/// The JSON of `Examples/display-switcher.json` with `changes` applied to its top-level keys: a
/// key with JSON text replaces or adds that value, a key with `nil` removes it.
public func layoutJSON(_ changes: [String: String?]) -> String {
    var fields = [
        ("boundsSize", #"{"width": 375, "height": 667}"#),
        ("sections", #"[{"items": 10}]"#),
        ("list", #"{"cellHeight": 80}"#),
        ("grid", #"{"columns": 3, "cellHeight": 165}"#),
    ]
    for (key, value) in changes.sorted(by: { $0.key < $1.key }) {
        fields.removeAll { $0.0 == key }
        if let value { fields.append((key, value)) }
    }
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}
