// swift-tools-version: 6.1

import PackageDescription

// The micro-benchmarks of the layout kernels (package-benchmark), in a package of their own so
// that the library's build and `make test` never fetch or build package-benchmark.
let package = Package(
    name: "DisplaySwitchLabBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named: a path dependency's identity is otherwise its folder's name, which differs
        // between clones.
        .package(name: "DisplaySwitchLab", path: ".."),
        // On Swift 6.3 the MallocInterposer trait counts mallocs without jemalloc; naming the trait
        // also leaves out the default RuntimeInterposer trait (ARC metrics), which is not used.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Each kernel × implementation × item count: wall clock, throughput and malloc counts.
        .executableTarget(
            name: "LayoutKernelBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LabCatalog", package: "DisplaySwitchLab"),
                .product(name: "SwitchLayout", package: "DisplaySwitchLab"),
                .product(name: "ReferenceLayout", package: "DisplaySwitchLab"),
                .product(name: "SIMDLayout", package: "DisplaySwitchLab"),
            ],
            path: "Benchmarks/LayoutKernelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
