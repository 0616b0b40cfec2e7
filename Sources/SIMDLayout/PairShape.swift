/// What a query's loop over cells knows of its layout pair before it runs, as a type: the loop is
/// compiled once for each shape, and the more it knows, the less it carries. A pair at rest needs
/// none of the next layout's state (its cursor, its frames, the interpolation), which otherwise
/// takes registers and stack in every iteration; uniform rows need no row heights.
protocol PairShape {
    /// Whether the pair is at rest: its next layout is its current one, its progress 0.
    static var isAtRest: Bool { get }
    /// Whether both layouts' rows are uniform.
    static var hasUniformRows: Bool { get }
}

/// Any pair, at rest or in a transition, with rows of any height, as it says at run time.
enum AnyPair: PairShape {
    static var isAtRest: Bool { false }
    static var hasUniformRows: Bool { false }
}

/// A layout at rest whose rows are uniform: its cells form a grid.
enum RestingGrid: PairShape {
    static var isAtRest: Bool { true }
    static var hasUniformRows: Bool { true }
}

/// A pair at rest or in a transition, as it says at run time, whose layouts' rows are uniform.
enum UniformPair: PairShape {
    static var isAtRest: Bool { false }
    static var hasUniformRows: Bool { true }
}
