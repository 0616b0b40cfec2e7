/// What a query's loop over cells knows of its layout pair's rows before it runs, as a type: the
/// loop is compiled once for each shape, and a pair whose rows are uniform needs no row heights,
/// which would otherwise take registers and stack in every iteration. (At rest, the rect query's
/// loop reads the current layout alone, compiled for the same shapes.)
protocol PairShape {
    /// Whether both layouts' rows are uniform.
    static var hasUniformRows: Bool { get }
}

/// Any pair, at rest or in a transition, with rows of any height, as it says at run time.
enum AnyPair: PairShape {
    static var hasUniformRows: Bool { false }
}

/// A pair at rest or in a transition, as it says at run time, whose layouts' rows are uniform.
enum UniformPair: PairShape {
    static var hasUniformRows: Bool { true }
}
