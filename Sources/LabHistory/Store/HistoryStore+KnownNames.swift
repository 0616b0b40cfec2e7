import LabSupport

extension HistoryStore {
    /// Throws unless each of `names` is among `known`, naming the first unknown one, as a `kind`
    /// (`metric`, `scenario`), and the known ones: what every command says of a name the history
    /// does not have.
    package static func requireKnown(_ names: [String], _ kind: String, among known: some Collection<String>)
        throws(FrameLabError)
    {
        let known = Set(known)
        guard let unknown = names.first(where: { !known.contains($0) }) else { return }
        throw FrameLabError(
            "unknown \(kind) \(unknown.debugDescription): the history has \(known.sorted().joined(separator: ", "))")
    }
}
