import Testing

extension Trait where Self == ConditionTrait {
    /// Skips a test in a debug build (`swift test`), where what it measures does not hold:
    /// unspecialized generic code at `-Onone` allocates in frames the optimized build keeps
    /// allocation-free, and counts instructions that move from one build to the next.
    public static var optimizedBuildOnly: Self {
        #if DEBUG
        .disabled("it measures the optimized build: run `make test` (swift test -c release)")
        #else
        .enabled(if: true)
        #endif
    }
}
