extension Double {
    /// A number of seconds as a bisection reports it: `4 min 12 s`, `38 s`.
    var durationDescription: String {
        let whole = Int(rounded())
        return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
    }
}
