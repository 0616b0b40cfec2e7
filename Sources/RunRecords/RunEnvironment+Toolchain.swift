extension RunEnvironment {
    /// The toolchain that built and measured the run.
    package var toolchain: Toolchain {
        Toolchain(swiftVersion: swiftVersion, valgrindVersion: valgrindVersion, buildFlags: buildFlags)
    }
}
