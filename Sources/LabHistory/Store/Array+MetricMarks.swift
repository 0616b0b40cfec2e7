extension Array where Element == Bool {
    /// Whether the metric `id` is marked in these marks (true at the ids of the metrics read);
    /// an id past their end is not.
    func marks(_ id: Int) -> Bool {
        indices.contains(id) && self[id]
    }
}
